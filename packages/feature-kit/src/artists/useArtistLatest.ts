import { useMemo } from 'react';
import { latestSetItem, latestTrackItem, useLatest, type Latest } from '../discover/index.ts';
import { artistLatestSetsRequest, artistLatestTracksRequest } from './api.ts';

/** An artist's 4 most recent sets, for its expanded row. */
export function useArtistLatestSets(id: number): Latest {
  const request = useMemo(() => artistLatestSetsRequest(id), [id]);
  return useLatest(request, latestSetItem, 'the latest sets of an artist');
}

/** An artist's 4 most recent tracks, for the expanded row of an artist without sets. */
export function useArtistLatestTracks(id: number): Latest {
  const request = useMemo(() => artistLatestTracksRequest(id), [id]);
  return useLatest(request, latestTrackItem, 'the latest tracks of an artist');
}
