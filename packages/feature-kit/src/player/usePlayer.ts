import type { SetDetail, SetTrack } from '@rabbithole/api-contract';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { PlayerContext } from './context.ts';
import { idleState } from './defaults.ts';
import type { PlayerEngine } from './engine.ts';
import { nowPlayingEntryId, trackAt } from './timeline.ts';
import type { LoadOptions, PlayerState } from './types.ts';
import { DEFAULT_VOLUME } from './volume.ts';

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

const IDLE = idleState(DEFAULT_VOLUME);
const idleStore = { subscribe: () => () => undefined, getSnapshot: () => IDLE };
const nothing = () => undefined;

function useEngine(): PlayerEngine | null {
  const engine = useContext(PlayerContext);
  if (engine === undefined) throw new Error('The player needs a <PlayerProvider> above it.');
  return engine;
}

/**
 * A part of the player's state, re-rendering only when that part changes: so a Play button
 * does not render again every second. `selector` must answer a primitive or a part of the state
 * as it is (a new object each time would render on every change).
 */
export function usePlayerSelector<Selected>(selector: (state: PlayerState) => Selected): Selected {
  const store = useEngine() ?? idleStore;
  const select = () => selector(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, select, select);
}

/** The player's controls alone: they never change, so using them never re-renders. */
export function usePlayerControls(): PlayerControls {
  const engine = useEngine();
  return useMemo(() => {
    if (!engine) {
      return {
        play: nothing,
        resume: nothing,
        momentOf: nothing,
        toggle: nothing,
        pause: nothing,
        seek: nothing,
        skipBy: nothing,
        setVolume: nothing,
        previousTrack: nothing,
        nextTrack: nothing,
      };
    }
    const { toggle, pause, seek, skipBy, setVolume, previousTrack, nextTrack } = engine;
    return {
      play: (setOrId, options) => {
        if (setOrId === undefined) engine.play();
        else void engine.playSet(setOrId, options);
      },
      resume: (setId) => void engine.resume(setId),
      momentOf: (setId) => {
        const { set, positionMs } = engine.getSnapshot();
        return set?.id === setId ? positionMs : undefined;
      },
      toggle,
      pause,
      seek,
      skipBy,
      setVolume,
      previousTrack,
      nextTrack,
    };
  }, [engine]);
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
