import type { Artist, Label, SetSummary, Track } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import type { InfiniteList } from '../api/index.ts';
import { isEntityId, useDetail, type Detail } from '../detail/index.ts';
import { useEntityList } from '../entity-page/index.ts';
import { labelArtistsQuery, labelRequest, labelSetsQuery, labelTracksQuery } from './api.ts';

/** The label `id`: `{data, error, isLoading, isNotFound}`. */
export function useLabel(id: number): Detail<Label> {
  const request = useMemo(() => (isEntityId(id) ? labelRequest(id) : null), [id]);
  return useDetail(request, 'a label');
}

// spec.md section 8: a failed list load is only logged.
const logFailure = (what: string) => (error: unknown) => {
  console.error(`Loading a label's ${what} failed`, error);
};
const logSets = logFailure('sets');
const logTracks = logFailure('tracks');
const logArtists = logFailure('artists');

export function useLabelSets(id: number): InfiniteList<SetSummary> {
  return useEntityList(labelSetsQuery, id, logSets);
}

export function useLabelTracks(id: number): InfiniteList<Track> {
  return useEntityList(labelTracksQuery, id, logTracks);
}

export function useLabelArtists(id: number): InfiniteList<Artist> {
  return useEntityList(labelArtistsQuery, id, logArtists);
}
