import type { Genre, Page, SortDirection } from '@rabbithole/api-contract';
import { useCallback, useMemo } from 'react';
import {
  pageWindow,
  useInfiniteList,
  type InfiniteList,
  type InfiniteQuery,
} from '../api/index.ts';

/** What a discover list may be narrowed and ordered by; left out, the server's default order. */
export interface DiscoverListOptions<Field extends string> {
  genre?: Genre | undefined;
  order_by?: Field | undefined;
  order_direction?: SortDirection | undefined;
}

/** The query of page `pageIndex` (20 a page) of a discover list. */
export function discoverPageQuery<Field extends string>(
  { genre, order_by, order_direction }: DiscoverListOptions<Field>,
  pageIndex: number,
) {
  return { genre, order_by, order_direction, ...pageWindow(pageIndex) };
}

/**
 * The items of a discover list matching `options`, a page at a time. A failure is only logged
 * (spec.md section 8), as "Loading {what} failed".
 */
export function useDiscoverList<Item, Field extends string>(
  listQuery: (options: DiscoverListOptions<Field>) => InfiniteQuery<Page<Item>>,
  { genre, order_by, order_direction }: DiscoverListOptions<Field>,
  what: string,
): InfiniteList<Item> {
  const query = useMemo(
    () => listQuery({ genre, order_by, order_direction }),
    [listQuery, genre, order_by, order_direction],
  );
  const onError = useCallback(
    (error: unknown) => {
      console.error(`Loading ${what} failed`, error);
    },
    [what],
  );
  return useInfiniteList(query, { onError });
}
