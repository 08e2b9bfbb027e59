import type { PlayerLog } from './calls.ts';
import type { PlayerEngineOptions, PlayerState } from './types.ts';

// Reading `localStorage` itself throws where storage is blocked.
function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function defaultMediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

export const idleState = (volume: number): PlayerState => ({
  status: 'idle',
  positionMs: 0,
  durationMs: 0,
  volume,
  isBuffering: false,
});

/** The engine's options with the browser's own storage, Media Session and console filled in. */
export function withDefaults(options: PlayerEngineOptions): {
  storage: Storage | null;
  mediaSession: MediaSession | null;
  log: PlayerLog;
} {
  return {
    storage: options.storage === undefined ? defaultStorage() : options.storage,
    mediaSession: options.mediaSession === undefined ? defaultMediaSession() : options.mediaSession,
    log: options.log ?? ((message, error) => console.warn(message, error)),
  };
}
