import type { Artist, Label, SetSummary, Track } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import type { InfiniteList } from '../api/index.ts';
import { isEntityId, useDetail, type Detail } from '../detail/index.ts';
import { useEntityList } from '../entity-page/index.ts';
import {
  artistIdsQuery,
  artistLabelsQuery,
  artistRemixesQuery,
  artistRequest,
  artistSetsQuery,
  artistTracksQuery,
} from './api.ts';

/** The artist `id`: `{data, error, isLoading, isNotFound}`. */
export function useArtist(id: number): Detail<Artist> {
  const request = useMemo(() => (isEntityId(id) ? artistRequest(id) : null), [id]);
  return useDetail(request, 'an artist');
}

// spec.md section 8: a failed list load is only logged.
const logFailure = (what: string) => (error: unknown) => {
  console.error(`Loading an artist's ${what} failed`, error);
};
const logSets = logFailure('sets');
const logTracks = logFailure('tracks');
const logRemixes = logFailure('remixes');
const logIds = logFailure('IDs');
const logLabels = logFailure('labels');

export function useArtistSets(id: number): InfiniteList<SetSummary> {
  return useEntityList(artistSetsQuery, id, logSets);
}

export function useArtistTracks(id: number): InfiniteList<Track> {
  return useEntityList(artistTracksQuery, id, logTracks);
}

export function useArtistRemixes(id: number): InfiniteList<Track> {
  return useEntityList(artistRemixesQuery, id, logRemixes);
}

export function useArtistIds(id: number): InfiniteList<Track> {
  return useEntityList(artistIdsQuery, id, logIds);
}

export function useArtistLabels(id: number): InfiniteList<Label> {
  return useEntityList(artistLabelsQuery, id, logLabels);
}
