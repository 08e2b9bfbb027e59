import type { Queue, SetDetail } from '@rabbithole/api-contract';
import type { PlayerLog } from './calls.ts';

/**
 * `idle`: no set. `loading`: asked to play, no sound yet. `playing`, `paused` as the audio is.
 * A stall mid-play keeps `playing` and sets `isBuffering`.
 */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused';

/** `playback-failed`: the audio failed after every retry, or the set has no audio at all. */
export type PlayerError = 'playback-failed';

export interface PlayerState {
  set?: SetDetail;
  status: PlayerStatus;
  /** Where playback stands, in ms from the set's start; moves on once a second while playing. */
  positionMs: number;
  /** The audio's length once it is known; the set's `duration` until then. */
  durationMs: number;
  /** 0..1 in steps of 0.1. */
  volume: number;
  isBuffering: boolean;
  error?: PlayerError;
}

/**
 * What the player asks of the API. Each may reject or resolve undefined when it failed; the
 * player logs that and carries on.
 */
export interface PlayerApi {
  /** PUT /plays: the listener is at `ms` in the set. */
  savePlay(setId: number, ms: number): Promise<void>;
  /** PUT /queue/next, when a set has ended. */
  advanceQueue(): Promise<Queue | undefined>;
  /** GET /queue. */
  getQueue(): Promise<Queue | undefined>;
  /** GET /sets/{id}: a set to play, with its track list and where the listener left it. */
  loadSet(setId: number): Promise<SetDetail | undefined>;
  /** Forces a token refresh before the audio is loaded again. */
  refreshToken(): Promise<void>;
  /** PUT /queue/new-current: a set played by choice becomes the queue's current item. */
  setQueueCurrent?(setId: number): Promise<Queue | undefined>;
}

/**
 * The part of an HTMLAudioElement the player uses: the page's one `<audio>`, or a stand-in in
 * tests.
 */
export interface AudioElementLike extends EventTarget {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  volume: number;
  src: string;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: 'src'): void;
}

export interface LoadOptions {
  /** Where to start, in ms; the listener's saved position when left out. */
  startMs?: number;
  /** @default true */
  autoplay?: boolean;
}

export interface PlayerEngineOptions {
  /** The page's one audio element; the engine owns its source and playback from now on. */
  audio: AudioElementLike;
  api: PlayerApi;
  /** Where the volume is kept. @default globalThis.localStorage */
  storage?: Storage | null;
  /** @default navigator.mediaSession where the browser has it */
  mediaSession?: MediaSession | null;
  /** Failures nobody is told about (a save that did not go through). @default console.warn */
  log?: PlayerLog;
}
