import { routes, type SetsPage, type Track } from '@rabbithole/api-contract';
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
const { getTrack, listTrackSets } = routes;

/** One track: its SWR key and fetcher, from `getTrack`. */
export function trackRequest(id: number, client: ApiClient = apiClient): ReadRequest<Track> {
  return readRequest(getTrack, { params: { id } }, client);
}

/** The sets a track is played in, newest first (spec.md section 4's default), 20 a page. */
export function trackSetsQuery(id: number, client: ApiClient = apiClient): InfiniteQuery<SetsPage> {
  return infiniteQuery((pageIndex) =>
    readRequest(listTrackSets, { params: { id }, query: pageWindow(pageIndex) }, client),
  );
}
