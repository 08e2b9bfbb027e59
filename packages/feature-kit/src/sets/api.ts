import {
  PAGE_SIZE,
  SetsPageSchema,
  type Genre,
  type SetSortField,
  type SetsPage,
  type SortDirection,
} from '@rabbithole/api-contract';
import { apiClient, type ApiClient } from '../api/index.ts';

/** What a sets list may be narrowed and ordered by; paging is the hook's business. */
export interface SetsListOptions {
  genre?: Genre | undefined;
  /** @default 'release_date' (the server's default) */
  order_by?: SetSortField | undefined;
  /** @default 'desc' */
  order_direction?: SortDirection | undefined;
  search?: string | undefined;
}

export type SetsPageQuery = SetsListOptions & { offset: number };

/** The SWR key of one page: the path plus the exact query, so different filters never share. */
export type SetsPageKey = readonly ['/sets', SetsPageQuery];

export function fetchSetsPage(
  query: SetsPageQuery,
  { client = apiClient, signal }: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<SetsPage> {
  return client.get('/sets', SetsPageSchema, {
    query: { ...query, limit: PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

/** spec.md section 9: Load More shows while offset + count < total. */
export function hasMorePages(page: SetsPage): boolean {
  return page.pagination.offset + page.pagination.count < page.pagination.total;
}

/**
 * The `useSWRInfinite` key function for a sets list: page n starts at offset 20 × n (spec.md
 * section 9), and there is no page after one that reached the total.
 */
export function setsPageKey(options: SetsListOptions) {
  return (pageIndex: number, previousPage: SetsPage | null): SetsPageKey | null => {
    if (previousPage && !hasMorePages(previousPage)) return null;
    return ['/sets', { ...options, offset: pageIndex * PAGE_SIZE }];
  };
}
