// The player/ folder's public entry: the engine, its React layer and the timeline helpers the
// player bar, the queue and the set page build on (house style 8).
export { SKIP_MS } from './constants.ts';
export { PlayerEngine } from './engine.ts';
export { formatMomentParam, momentLink, parseMomentParam } from './moment.ts';
export { PlayerProvider, type PlayerProviderProps } from './PlayerProvider.tsx';
export {
  nextTrackStart,
  nowPlayingEntryId,
  previousTrackStart,
  trackAt,
  trackBoundaries,
} from './timeline.ts';
export type {
  AudioElementLike,
  LoadOptions,
  PlayerApi,
  PlayerEngineOptions,
  PlayerError,
  PlayerState,
  PlayerStatus,
} from './types.ts';
export { useKeyboardShortcuts, type KeyboardShortcutsOptions } from './useKeyboardShortcuts.ts';
export { useMomentLinkStart } from './useMomentLinkStart.ts';
export {
  useNowPlayingEntryId,
  usePlayer,
  usePlayerControls,
  usePlayerSelector,
  type Player,
  type PlayerControls,
} from './usePlayer.ts';
export { StillAudio } from './stillAudio.ts';
export { useTrackPlayback, type TrackPlayback } from './useTrackPlayback.ts';
export { useSetPlayback, type SetPlayback } from './useSetPlayback.ts';
export { DEFAULT_VOLUME, VOLUME_STEP } from './volume.ts';
