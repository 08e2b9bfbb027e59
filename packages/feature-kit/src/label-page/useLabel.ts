import type { Artist, Label, SetSummary, Track } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { isEntityId, useDetail, type Detail } from '../detail/index.ts';
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
  const query = useMemo(() => labelSetsQuery(id), [id]);
  return useInfiniteList(query, { onError: logSets });
}

export function useLabelTracks(id: number): InfiniteList<Track> {
  const query = useMemo(() => labelTracksQuery(id), [id]);
  return useInfiniteList(query, { onError: logTracks });
}

export function useLabelArtists(id: number): InfiniteList<Artist> {
  const query = useMemo(() => labelArtistsQuery(id), [id]);
  return useInfiniteList(query, { onError: logArtists });
}
