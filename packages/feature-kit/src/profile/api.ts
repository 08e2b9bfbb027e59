import {
  routes,
  type ArtistsPage,
  type LabelsPage,
  type SetsPage,
  type TracksPage,
} from '@rabbithole/api-contract';
import {
  apiClient,
  infiniteQuery,
  pageWindow,
  readRequest,
  type InfiniteQuery,
} from '../api/index.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { listUserArtists, listUserIds, listUserLabels, listUserSets, listUserTracks } = routes;

// Each tab of the user `id`'s profile, newest favourite or follow first, 20 a page. The server
// answers only the signed-in user's own id (403 otherwise), so `id` is always the session's user.

export function userSetsQuery(id: number, client = apiClient): InfiniteQuery<SetsPage> {
  return infiniteQuery((page) =>
    readRequest(listUserSets, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function userTracksQuery(id: number, client = apiClient): InfiniteQuery<TracksPage> {
  return infiniteQuery((page) =>
    readRequest(listUserTracks, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function userIdsQuery(id: number, client = apiClient): InfiniteQuery<TracksPage> {
  return infiniteQuery((page) =>
    readRequest(listUserIds, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function userArtistsQuery(id: number, client = apiClient): InfiniteQuery<ArtistsPage> {
  return infiniteQuery((page) =>
    readRequest(listUserArtists, { params: { id }, query: pageWindow(page) }, client),
  );
}

export function userLabelsQuery(id: number, client = apiClient): InfiniteQuery<LabelsPage> {
  return infiniteQuery((page) =>
    readRequest(listUserLabels, { params: { id }, query: pageWindow(page) }, client),
  );
}
