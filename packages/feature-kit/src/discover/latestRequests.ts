import { routes, type SetsPage, type TracksPage } from '@rabbithole/api-contract';
import { rowPreviewLimit } from '@rabbithole/design-system';
import { apiClient, readRequest, type ApiClient, type ReadRequest } from '../api/index.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { listArtistSets, listArtistTracks, listLabelSets, listLabelTracks } = routes;

/** Where an expanded artist or label row reads its newest sets and tracks, and who it names. */
export interface LatestSource {
  sets: typeof listArtistSets | typeof listLabelSets;
  tracks: typeof listArtistTracks | typeof listLabelTracks;
  /** Who the failure log names: "an artist", "a label". */
  owner: string;
}

export const artistLatestSource: LatestSource = {
  sets: listArtistSets,
  tracks: listArtistTracks,
  owner: 'an artist',
};

export const labelLatestSource: LatestSource = {
  sets: listLabelSets,
  tracks: listLabelTracks,
  owner: 'a label',
};

// An expanded row shows the newest few only (spec.md section 9), so it asks for no more.
const latestQuery = {
  order_by: 'release_date',
  order_direction: 'desc',
  offset: 0,
  limit: rowPreviewLimit,
} as const;

/** The most recent sets of the artist or label `id`, for its expanded row. */
export function latestSetsRequest(
  source: LatestSource,
  id: number,
  client: ApiClient = apiClient,
): ReadRequest<SetsPage> {
  return readRequest(source.sets, { params: { id }, query: latestQuery }, client);
}

/** The most recent tracks of the artist or label `id`, for the row of one without sets. */
export function latestTracksRequest(
  source: LatestSource,
  id: number,
  client: ApiClient = apiClient,
): ReadRequest<TracksPage> {
  return readRequest(source.tracks, { params: { id }, query: latestQuery }, client);
}
