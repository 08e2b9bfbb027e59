import {
  routes,
  type ArtistsPage,
  type Label,
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
const { getLabel, listLabelArtists, listLabelSets, listLabelTracks } = routes;

/** One label: its SWR key and fetcher, from `getLabel`. */
export function labelRequest(id: number, client: ApiClient = apiClient): ReadRequest<Label> {
  return readRequest(getLabel, { params: { id } }, client);
}

// Each tab's list in the server's default order (spec.md section 4: sets and tracks newest first,
// artists by name A to Z), 20 a page.

export function labelSetsQuery(id: number, client = apiClient): InfiniteQuery<SetsPage> {
  return infiniteQuery((page) =>
    readRequest(listLabelSets, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function labelTracksQuery(id: number, client = apiClient): InfiniteQuery<TracksPage> {
  return infiniteQuery((page) =>
    readRequest(listLabelTracks, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function labelArtistsQuery(id: number, client = apiClient): InfiniteQuery<ArtistsPage> {
  return infiniteQuery((page) =>
    readRequest(listLabelArtists, { params: { id }, query: pageWindow(page) }, client),
  );
}
