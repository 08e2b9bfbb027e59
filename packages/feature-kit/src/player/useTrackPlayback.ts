import { useCallback } from 'react';
import { queueMessages } from '../queue/index.ts';
import { useNotify } from '../toasts/index.ts';
import { setRead } from './api.ts';
import { trackAt } from './timeline.ts';
import { usePlayerControls, usePlayerSelector } from './usePlayer.ts';

export interface TrackPlayback {
  /** Whether this track is the one playing now. */
  isPlaying: boolean;
  /** Pauses it, or plays it where it was first heard: its set, from the track's start. */
  onToggle: () => void;
}

/**
 * The track page's Play: a track is heard in a set, so Play starts set `setId` at the track's
 * start, saying "Playing track!"; undefined without a set to play it in.
 */
export function useTrackPlayback(trackId: number, setId: number | null): TrackPlayback | undefined {
  const controls = usePlayerControls();
  const notify = useNotify();
  const isPlaying = usePlayerSelector(
    (state) =>
      state.status === 'playing' &&
      state.set?.id === setId &&
      trackAt(state.set, state.positionMs)?.track_meta_id === trackId,
  );
  const onToggle = useCallback(() => {
    if (isPlaying || setId === null) {
      controls.pause();
      return;
    }
    setRead(setId)
      .fetch()
      .then((set) => {
        const entry = set.set_tracks.find((candidate) => candidate.track_meta_id === trackId);
        controls.play(set, { startMs: entry?.start_time ?? 0 });
        notify(queueMessages.playingTrack, 'success');
      })
      .catch((error: unknown) => console.error('Loading the set to play the track failed', error));
  }, [controls, isPlaying, notify, setId, trackId]);
  return setId === null ? undefined : { isPlaying, onToggle };
}
