import { useMemo } from 'react';
import { latestSetItem, latestTrackItem, useLatest, type Latest } from '../discover/index.ts';
import { labelLatestSetsRequest, labelLatestTracksRequest } from './api.ts';

/** A label's 4 most recent sets, for its expanded row. */
export function useLabelLatestSets(id: number): Latest {
  const request = useMemo(() => labelLatestSetsRequest(id), [id]);
  return useLatest(request, latestSetItem, 'the latest sets of a label');
}

/** A label's 4 most recent tracks, for the expanded row of a label without sets. */
export function useLabelLatestTracks(id: number): Latest {
  const request = useMemo(() => labelLatestTracksRequest(id), [id]);
  return useLatest(request, latestTrackItem, 'the latest tracks of a label');
}
