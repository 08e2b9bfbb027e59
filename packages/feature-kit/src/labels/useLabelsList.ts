import type { Label } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { labelsListQuery, type LabelsListOptions } from './api.ts';

function logFailure(error: unknown) {
  console.error('Loading labels failed', error);
}

/** The labels matching `options`, a page at a time. */
export function useLabelsList({
  genre,
  order_by,
  order_direction,
}: LabelsListOptions = {}): InfiniteList<Label> {
  const query = useMemo(
    () => labelsListQuery({ genre, order_by, order_direction }),
    [genre, order_by, order_direction],
  );
  return useInfiniteList(query, { onError: logFailure });
}
