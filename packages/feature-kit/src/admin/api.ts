import { routes, urlOf, type IdRelease, type TracksPage } from '@rabbithole/api-contract';
import { apiClient, readRequest, type ReadRequest } from '../api/index.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { listTracks, listUnreleasedIds, releaseId } = routes;

/** The IDs not yet released matching `search` (all of them, newest heard first, when empty). */
export function unreleasedIdsRequest(search: string): ReadRequest<TracksPage> {
  return readRequest(listUnreleasedIds, { query: search ? { search } : {} });
}

/** Every cached page of the ID search starts with this: what a release makes stale. */
export const unreleasedIdsKeyPrefix = urlOf(listUnreleasedIds, {});

/** The tracks matching `search`: the catalog search, whose IDs the page leaves out. */
export function trackSearchRequest(search: string): ReadRequest<TracksPage> {
  return readRequest(listTracks, { query: { search } });
}

/** Releases the ID `idTrackId` as the released track `trackId`. */
export function sendRelease(idTrackId: number, trackId: number): Promise<IdRelease> {
  return apiClient.request(releaseId, { params: { id: idTrackId }, body: { track_id: trackId } });
}
