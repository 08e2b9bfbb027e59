import { routes } from '@rabbithole/api-contract';
import { useCallback } from 'react';
import { apiClient } from '../api/index.ts';
import { useNotify } from '../toasts/index.ts';
import { queueMessages } from './messages.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { getSetTrackPlay } = routes;

/** Where a set track plays: the set to load and the moment to start it at. */
export interface TrackStart {
  setId: number;
  startMs: number;
}

/**
 * "Play track" on a track row (spec.md section 7, GET /set_tracks/play/{id}): where to start
 * playing, with spec.md's "Playing track!"; undefined when that could not be read, which is only
 * logged.
 */
export function usePlayTrackRequest(): (setTrackId: number) => Promise<TrackStart | undefined> {
  const notify = useNotify();
  return useCallback(
    async (setTrackId: number) => {
      try {
        const { set_meta_id, start_time } = await apiClient.request(getSetTrackPlay, {
          params: { id: setTrackId },
        });
        notify(queueMessages.playingTrack, 'success');
        return { setId: set_meta_id, startMs: start_time };
      } catch (error) {
        console.error('Finding where the track plays failed', error);
        return undefined;
      }
    },
    [notify],
  );
}
