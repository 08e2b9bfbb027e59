import { routes, type ArtistSortField, type ArtistsPage } from '@rabbithole/api-contract';
import {
  apiClient,
  infiniteQuery,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
  type ReadRequest,
} from '../api/index.ts';
import { discoverPageQuery, type DiscoverListOptions } from '../discover/index.ts';

// Routes, not endpoints: a page's first read starts from a chunk that must not carry zod.
const { listArtists } = routes;

/** What the Discover Artists list may be narrowed and ordered by (the server: most sets first). */
export type ArtistsListOptions = DiscoverListOptions<ArtistSortField>;

/** Page `pageIndex` (20 artists each) of the artists list: its SWR key and fetcher. */
export function artistsPageRequest(
  options: ArtistsListOptions,
  pageIndex: number,
  client: ApiClient = apiClient,
): ReadRequest<ArtistsPage> {
  return readRequest(listArtists, { query: discoverPageQuery(options, pageIndex) }, client);
}

/** The whole list for `useSWRInfinite`: page n at offset 20 × n, none after the last. */
export function artistsListQuery(
  options: ArtistsListOptions,
  client: ApiClient = apiClient,
): InfiniteQuery<ArtistsPage> {
  return infiniteQuery((pageIndex) => artistsPageRequest(options, pageIndex, client));
}
