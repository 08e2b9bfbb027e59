import type { SetSummary } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { setsListQuery, type SetsListOptions } from './api.ts';

export type SetsList = InfiniteList<SetSummary>;

function logFailure(error: unknown) {
  console.error('Loading sets failed', error);
}

/** The sets matching `options`, a page at a time: `{data, total, error, isLoading, …, loadMore}`. */
export function useSetsList({
  genre,
  order_by,
  order_direction,
  search,
}: SetsListOptions = {}): SetsList {
  const query = useMemo(
    () => setsListQuery({ genre, order_by, order_direction, search }),
    [genre, order_by, order_direction, search],
  );
  return useInfiniteList(query, { onError: logFailure });
}
