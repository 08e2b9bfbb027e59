import {
  routes,
  type Genre,
  type SetSortField,
  type SetsPage,
  type SortDirection,
} from '@rabbithole/api-contract';
import {
  apiClient,
  infiniteQuery,
  pageWindow,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
  type ReadRequest,
} from '../api/index.ts';

// Routes, not endpoints: a page's first read starts from a chunk that must not carry zod.
const { listSets } = routes;

/** What a sets list may be narrowed and ordered by; paging is the list's own business. */
export interface SetsListOptions {
  genre?: Genre | undefined;
  /** @default 'release_date' (the server's default) */
  order_by?: SetSortField | undefined;
  /** @default 'desc' */
  order_direction?: SortDirection | undefined;
  search?: string | undefined;
}

/** Page `pageIndex` (20 sets each) of a sets list: its SWR key and its fetcher, from `listSets`. */
export function setsPageRequest(
  { genre, order_by, order_direction, search }: SetsListOptions,
  pageIndex: number,
  client: ApiClient = apiClient,
): ReadRequest<SetsPage> {
  // Spelled out field by field: the key holds exactly the query, whatever else options carry.
  const query = { genre, order_by, order_direction, search, ...pageWindow(pageIndex) };
  return readRequest(listSets, { query }, client);
}

/** A whole sets list for `useSWRInfinite`: page n at offset 20 × n, none after the last. */
export function setsListQuery(
  options: SetsListOptions,
  client: ApiClient = apiClient,
): InfiniteQuery<SetsPage> {
  return infiniteQuery((pageIndex) => setsPageRequest(options, pageIndex, client));
}
