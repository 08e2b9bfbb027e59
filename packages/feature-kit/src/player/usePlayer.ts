import type { SetDetail, SetTrack } from '@rabbithole/api-contract';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { PlayerContext, type EngineSlot } from './context.ts';
import type { PlayerEngine } from './engine.ts';
import { nowPlayingEntryId, trackAt } from './timeline.ts';
import type { LoadOptions, PlayerState } from './types.ts';

/** What a listener can do with the player; each does nothing until the player is in the page. */
export interface PlayerControls {
  /**
   * Plays a set (by id or as read) from `startMs` or where the listener left it, making it the
   * queue's current item; with no set, plays the one loaded.
   */
  play: (setOrId?: SetDetail | number, options?: LoadOptions) => void;
  /** Loads the queue's current set paused, unless the player was already asked for another. */
  resume: (setId: number) => void;
  /** Where set `setId` is in the player now (ms), read when asked; undefined for another set. */
  momentOf: (setId: number) => number | undefined;
  toggle: () => void;
  pause: () => void;
  seek: (ms: number) => void;
  skipBy: (deltaMs: number) => void;
  setVolume: (volume: number) => void;
  previousTrack: () => void;
  nextTrack: () => void;
}

export interface Player extends PlayerControls {
  state: PlayerState;
  /** The entry of the set's track list playing now; none between tracks. */
  currentTrack: SetTrack | undefined;
  /** spec.md section 4: the entry whose row shows the now-playing indicator. */
  nowPlayingEntryId: number | undefined;
}

function useEngineSlot(): EngineSlot {
  const slot = useContext(PlayerContext);
  if (slot === undefined) throw new Error('The player needs a <PlayerProvider> above it.');
  return slot;
}

/**
 * A part of the player's state, re-rendering only when that part changes: so a Play button
 * does not render again every second. `selector` must answer a primitive or a part of the state
 * as it is (a new object each time would render on every change).
 */
export function usePlayerSelector<Selected>(selector: (state: PlayerState) => Selected): Selected {
  const slot = useEngineSlot();
  const select = () => selector(slot.getSnapshot());
  return useSyncExternalStore(slot.subscribe, select, select);
}

/**
 * The player's controls alone: they never change, so using them never re-renders. Each does
 * nothing while the player's audio element is not in the page yet.
 */
export function usePlayerControls(): PlayerControls {
  const slot = useEngineSlot();
  return useMemo(() => {
    const engineDoes =
      <Args extends unknown[]>(act: (engine: PlayerEngine, ...args: Args) => void) =>
      (...args: Args) => {
        if (slot.engine) act(slot.engine, ...args);
      };
    return {
      play: engineDoes((engine, setOrId?: SetDetail | number, options?: LoadOptions) => {
        if (setOrId === undefined) engine.play();
        else void engine.playSet(setOrId, options);
      }),
      resume: engineDoes((engine, setId: number) => void engine.resume(setId)),
      momentOf: (setId) => {
        const snapshot = slot.engine?.getSnapshot();
        return snapshot?.set?.id === setId ? snapshot.positionMs : undefined;
      },
      toggle: engineDoes((engine) => engine.toggle()),
      pause: engineDoes((engine) => engine.pause()),
      seek: engineDoes((engine, ms: number) => engine.seek(ms)),
      skipBy: engineDoes((engine, deltaMs: number) => engine.skipBy(deltaMs)),
      setVolume: engineDoes((engine, volume: number) => engine.setVolume(volume)),
      previousTrack: engineDoes((engine) => engine.previousTrack()),
      nextTrack: engineDoes((engine) => engine.nextTrack()),
    };
  }, [slot]);
}

/**
 * The player, re-rendering with its every change (the position moves once a second while
 * playing). Parts that change less are cheaper read with `usePlayerSelector`.
 */
export function usePlayer(): Player {
  const state = usePlayerSelector((snapshot) => snapshot);
  const controls = usePlayerControls();
  return useMemo(() => {
    const isPlaying = state.status === 'playing';
    return {
      ...controls,
      state,
      currentTrack: state.set && trackAt(state.set, state.positionMs),
      nowPlayingEntryId: nowPlayingEntryId(state.set, isPlaying, state.positionMs),
    };
  }, [controls, state]);
}

/** The entry of set `setId` whose row shows the now-playing indicator; none for another set. */
export function useNowPlayingEntryId(setId: number): number | undefined {
  return usePlayerSelector((state) =>
    nowPlayingEntryId(state.set, state.status === 'playing', state.positionMs, setId),
  );
}
