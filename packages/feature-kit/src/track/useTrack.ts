import type { SetSummary, Track } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { isEntityId, useDetail, type Detail } from '../detail/index.ts';
import { trackRequest, trackSetsQuery } from './api.ts';

/** The track `id`: `{data, error, isLoading, isNotFound}`. */
export function useTrack(id: number): Detail<Track> {
  const request = useMemo(() => (isEntityId(id) ? trackRequest(id) : null), [id]);
  return useDetail(request, 'a track');
}

function logFailure(error: unknown) {
  console.error("Loading a track's sets failed", error);
}

/** The sets track `id` is played in, a page at a time. */
export function useTrackSets(id: number): InfiniteList<SetSummary> {
  const query = useMemo(() => trackSetsQuery(id), [id]);
  return useInfiniteList(query, { onError: logFailure });
}
