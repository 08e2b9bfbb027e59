import {
  listArtists,
  listArtistSets,
  listArtistTracks,
  type ArtistSortField,
  type ArtistsPage,
  type Genre,
  type SetsPage,
  type SortDirection,
  type TracksPage,
} from '@rabbithole/api-contract';
import { rowPreviewLimit } from '@rabbithole/design-system';
import {
  apiClient,
  infiniteQuery,
  pageWindow,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
  type ReadRequest,
} from '../api/index.ts';

/** What the Discover Artists list may be narrowed and ordered by. */
export interface ArtistsListOptions {
  genre?: Genre | undefined;
  /** @default 'set_count' (the server's default) */
  order_by?: ArtistSortField | undefined;
  /** @default 'desc' */
  order_direction?: SortDirection | undefined;
}

/** Page `pageIndex` (20 artists each) of the artists list: its SWR key and fetcher. */
export function artistsPageRequest(
  { genre, order_by, order_direction }: ArtistsListOptions,
  pageIndex: number,
  client: ApiClient = apiClient,
): ReadRequest<ArtistsPage> {
  const query = { genre, order_by, order_direction, ...pageWindow(pageIndex) };
  return readRequest(listArtists, { query }, client);
}

/** The whole list for `useSWRInfinite`: page n at offset 20 × n, none after the last. */
export function artistsListQuery(
  options: ArtistsListOptions,
  client: ApiClient = apiClient,
): InfiniteQuery<ArtistsPage> {
  return infiniteQuery((pageIndex) => artistsPageRequest(options, pageIndex, client));
}

// An expanded row shows the newest few only (spec.md section 9), so it asks for no more.
const latestQuery = {
  order_by: 'release_date',
  order_direction: 'desc',
  offset: 0,
  limit: rowPreviewLimit,
} as const;

/** An artist's most recent sets, for its expanded row. */
export function artistLatestSetsRequest(
  id: number,
  client: ApiClient = apiClient,
): ReadRequest<SetsPage> {
  return readRequest(listArtistSets, { params: { id }, query: latestQuery }, client);
}

/** An artist's most recent tracks, for the row of an artist without sets. */
export function artistLatestTracksRequest(
  id: number,
  client: ApiClient = apiClient,
): ReadRequest<TracksPage> {
  return readRequest(listArtistTracks, { params: { id }, query: latestQuery }, client);
}
