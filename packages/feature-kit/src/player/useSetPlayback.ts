import { useCallback, useEffect, useRef } from 'react';
import { usePlayTrackRequest } from '../queue/index.ts';
import { useNowPlayingEntryId, usePlayerControls, usePlayerSelector } from './usePlayer.ts';

export interface SetPlayback {
  /** Whether this set is the one playing now. */
  isPlaying: boolean;
  /** Play/Pause on the set's page: toggles this set when loaded, else plays it (resuming). */
  onToggle: () => void;
  /** The Track List row whose track plays now (spec.md section 4). */
  nowPlayingId: number | undefined;
  /** "Play track" on a row: the set from that track's start, with "Playing track!". */
  onPlayTrack: (setTrackId: number) => void;
  /** Where this set is in the player now (ms), for a comment at that moment; else undefined. */
  momentNow: () => number | undefined;
}

/**
 * What the set page shows of the player and asks of it. `startMs` (a moment link's `?t=`)
 * starts the set there once, when the page opens with it.
 */
export function useSetPlayback(setId: number, startMs?: number): SetPlayback {
  const controls = usePlayerControls();
  const isLoaded = usePlayerSelector((state) => state.set?.id === setId);
  const isPlaying = usePlayerSelector(
    (state) =>
      state.set?.id === setId && (state.status === 'playing' || state.status === 'loading'),
  );
  const nowPlayingId = useNowPlayingEntryId(setId);
  const requestTrackStart = usePlayTrackRequest();

  const started = useRef<string | null>(null);
  useEffect(() => {
    const moment = startMs === undefined ? null : `${String(setId)}@${String(startMs)}`;
    if (moment === null || started.current === moment) return;
    started.current = moment;
    controls.play(setId, { startMs });
  }, [controls, setId, startMs]);

  const onToggle = useCallback(() => {
    if (isLoaded) controls.toggle();
    else controls.play(setId);
  }, [controls, isLoaded, setId]);

  const onPlayTrack = useCallback(
    (setTrackId: number) => {
      void requestTrackStart(setTrackId).then((start) => {
        if (start) controls.play(start.setId, { startMs: start.startMs });
      });
    },
    [controls, requestTrackStart],
  );

  const momentNow = useCallback(() => controls.momentOf(setId), [controls, setId]);

  return { isPlaying, onToggle, nowPlayingId, onPlayTrack, momentNow };
}
