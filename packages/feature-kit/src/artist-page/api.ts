import {
  routes,
  type Artist,
  type LabelsPage,
  type SetsPage,
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

// Routes, not endpoints: a page's first read starts from a chunk that must not carry zod.
const {
  getArtist,
  listArtistIds,
  listArtistLabels,
  listArtistRemixes,
  listArtistSets,
  listArtistTracks,
} = routes;

/** One artist: its SWR key and fetcher, from `getArtist`. */
export function artistRequest(id: number, client: ApiClient = apiClient): ReadRequest<Artist> {
  return readRequest(getArtist, { params: { id } }, client);
}

// Each tab's list in the server's default order (spec.md section 4: sets and tracks newest first,
// labels by name A to Z, IDs by the day first heard, newest first), 20 a page.

export function artistSetsQuery(id: number, client = apiClient): InfiniteQuery<SetsPage> {
  return infiniteQuery((page) =>
    readRequest(listArtistSets, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function artistTracksQuery(id: number, client = apiClient): InfiniteQuery<TracksPage> {
  return infiniteQuery((page) =>
    readRequest(listArtistTracks, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function artistRemixesQuery(id: number, client = apiClient): InfiniteQuery<TracksPage> {
  return infiniteQuery((page) =>
    readRequest(listArtistRemixes, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function artistIdsQuery(id: number, client = apiClient): InfiniteQuery<TracksPage> {
  return infiniteQuery((page) =>
    readRequest(listArtistIds, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function artistLabelsQuery(id: number, client = apiClient): InfiniteQuery<LabelsPage> {
  return infiniteQuery((page) =>
    readRequest(listArtistLabels, { params: { id }, query: pageWindow(page) }, client),
  );
}
