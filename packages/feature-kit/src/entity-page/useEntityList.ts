import type { Page } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList, type InfiniteQuery } from '../api/index.ts';

/**
 * One tab's list of the artist or label `id`, a page at a time. `onError` logs a failure, which
 * stays silent on the page (spec.md section 8); pass a function defined once, not per render.
 */
export function useEntityList<Item>(
  queryOf: (id: number) => InfiniteQuery<Page<Item>>,
  id: number,
  onError: (error: unknown) => void,
): InfiniteList<Item> {
  const query = useMemo(() => queryOf(id), [queryOf, id]);
  return useInfiniteList(query, { onError });
}
