import {
  routes,
  PAGE_SIZE,
  type ArtistsPage,
  type LabelsPage,
  type SetsPage,
  type TracksPage,
} from '@rabbithole/api-contract';
import { apiClient, readRequest, type ApiClient, type ReadRequest } from '../api/index.ts';
import { tracksPageRequest } from '../tracks/index.ts';

// Routes, not endpoints: this module is on the first script's path, which must not carry zod.
const { listFeaturedArtists, listFeaturedLabels, listFeaturedSets } = routes;

/** The home page's lists, each the first page (20) of its endpoint. */
export interface HomeListRequests {
  featuredSets: ReadRequest<SetsPage>;
  /** The Discover Tracks list's own first page (newest release first), so both share a cache. */
  newestTracks: ReadRequest<TracksPage>;
  featuredArtists: ReadRequest<ArtistsPage>;
  featuredLabels: ReadRequest<LabelsPage>;
}

const firstPage = { offset: 0, limit: PAGE_SIZE };

/** The reads of the home page: their SWR keys and fetchers, from the contract's endpoints. */
export function homeListRequests(client: ApiClient = apiClient): HomeListRequests {
  return {
    featuredSets: readRequest(listFeaturedSets, { query: firstPage }, client),
    newestTracks: tracksPageRequest({}, 0, client),
    featuredArtists: readRequest(listFeaturedArtists, { query: firstPage }, client),
    featuredLabels: readRequest(listFeaturedLabels, { query: firstPage }, client),
  };
}
