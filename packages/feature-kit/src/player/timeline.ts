import type { SetDetail, SetTrack } from '@rabbithole/api-contract';
import { SAVE_INTERVAL_MS } from './constants.ts';

/** Back within this much of a track's start goes to the track before it; later, to its start. */
export const RESTART_THRESHOLD_MS = 3000;

type Timeline = Pick<SetDetail, 'set_tracks' | 'duration'>;

/**
 * When the entry at `index` stops playing: its own end, else the next entry's start, else the
 * set's end (the contract's SetTrack).
 */
function endOf(set: Timeline, index: number): number {
  const entry = set.set_tracks[index] as SetTrack;
  return entry.end_time ?? set.set_tracks[index + 1]?.start_time ?? set.duration;
}

/**
 * The index of the last entry started at `positionMs`. Where two overlap (a mix), the later one
 * has taken over: the demo audio switches to it at its start.
 */
function lastStartedIndex(set: Timeline, positionMs: number): number {
  return set.set_tracks.findLastIndex((entry) => entry.start_time <= positionMs);
}

/** The entry playing at `positionMs` (start inclusive, end exclusive); none in a gap. */
export function trackAt(set: Timeline, positionMs: number): SetTrack | undefined {
  const index = set.set_tracks.findLastIndex(
    (entry, at) => entry.start_time <= positionMs && positionMs < endOf(set, at),
  );
  return set.set_tracks[index];
}

/**
 * spec.md section 4: a track row's now-playing indicator is on when the player's set is that
 * row's set, it is playing, and the progress lies within the track's start and end. Pass
 * `forSetId` to ask about a page's set, which may not be the one in the player.
 */
export function nowPlayingEntryId(
  set: (Timeline & Pick<SetDetail, 'id'>) | undefined,
  isPlaying: boolean,
  positionMs: number,
  forSetId?: number,
): number | undefined {
  if (!set || !isPlaying) return undefined;
  if (forSetId !== undefined && set.id !== forSetId) return undefined;
  return trackAt(set, positionMs)?.id;
}

/**
 * Where "previous track" goes: the start of the track heard last when more than 3 s of it have
 * played, otherwise the start of the one before it (the set's start before the first).
 */
export function previousTrackStart(set: Timeline, positionMs: number): number {
  const index = lastStartedIndex(set, positionMs);
  const current = set.set_tracks[index];
  if (!current) return 0;
  if (positionMs - current.start_time > RESTART_THRESHOLD_MS) return current.start_time;
  return set.set_tracks[index - 1]?.start_time ?? 0;
}

/** Where "next track" goes: the start of the first track after `positionMs`; none after the last. */
export function nextTrackStart(set: Timeline, positionMs: number): number | undefined {
  return set.set_tracks.find((entry) => entry.start_time > positionMs)?.start_time;
}

/** Each track's start in seconds, once each and in order: the marks on a progress bar. */
export function trackBoundaries(set: Pick<SetDetail, 'set_tracks'>): number[] {
  const starts = set.set_tracks.map((entry) => entry.start_time / 1000);
  return [...new Set(starts)].sort((a, b) => a - b);
}

/** `ms` within 0..max, in whole ms. */
export const clampMs = (ms: number, max: number) => Math.round(Math.min(Math.max(0, ms), max));

/**
 * Where a set resumes: where the listener left it, except that a set heard to its end (its last
 * save falls within the final save interval) starts over.
 */
export function resumePoint(set: SetDetail): number {
  const saved = set.user_fav?.current_timestamp ?? 0;
  return saved < set.duration - SAVE_INTERVAL_MS ? saved : 0;
}
