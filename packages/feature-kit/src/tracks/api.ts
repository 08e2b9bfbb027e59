import {
  routes,
  type Genre,
  type SortDirection,
  type TrackSortField,
  type TracksPage,
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

// Routes, not endpoints: this module is on the first script's path, which must not carry zod.
const { listTracks } = routes;

/** What the Discover Tracks list may be narrowed and ordered by. */
export interface TracksListOptions {
  genre?: Genre | undefined;
  /** @default 'release_date' (the server's default) */
  order_by?: TrackSortField | undefined;
  /** @default 'desc' */
  order_direction?: SortDirection | undefined;
}

/** Page `pageIndex` (20 tracks each) of the tracks list: its SWR key and fetcher, from `listTracks`. */
export function tracksPageRequest(
  { genre, order_by, order_direction }: TracksListOptions,
  pageIndex: number,
  client: ApiClient = apiClient,
): ReadRequest<TracksPage> {
  const query = { genre, order_by, order_direction, ...pageWindow(pageIndex) };
  return readRequest(listTracks, { query }, client);
}

/** The whole list for `useSWRInfinite`: page n at offset 20 × n, none after the last. */
export function tracksListQuery(
  options: TracksListOptions,
  client: ApiClient = apiClient,
): InfiniteQuery<TracksPage> {
  return infiniteQuery((pageIndex) => tracksPageRequest(options, pageIndex, client));
}
