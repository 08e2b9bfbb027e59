import { SAMPLE_RATE, SAMPLES_PER_FRAME } from './mp3-format.ts';

/**
 * What a track sounds like in generated audio: one bar of `barFrames` MP3 frames (its tempo) in
 * its key. Tracks that share both share one encoded loop; a bar is a whole number of frames so
 * loops tile, which is also the finest tempo step one-bar loops can express (about 1 % here).
 */
export interface Voice {
  barFrames: number;
  /** The tonic's pitch class, C = 0 … B = 11. */
  tonic: number;
  minor: boolean;
}

export const TONICS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const FLATS: Record<string, string> = { Db: 'C#', Eb: 'D#', Gb: 'F#', Ab: 'G#', Bb: 'A#' };

export const MIN_BPM = 60;
export const MAX_BPM = 200;

/** The bar of 4 beats at `bpm`, rounded to whole frames. */
export function barFramesOf(bpm: number): number {
  return Math.round((4 * 60 * SAMPLE_RATE) / (bpm * SAMPLES_PER_FRAME));
}

/** The tempo a bar of `barFrames` really plays at (within about ±0.8 BPM of what was asked). */
export function bpmOf(barFrames: number): number {
  return (4 * 60 * SAMPLE_RATE) / (barFrames * SAMPLES_PER_FRAME);
}

/**
 * `"<tonic> <maj|min>"` as agreed (`"F# min"`), read forgivingly: flats, `major`/`minor`, `m`,
 * any case and spacing. Anything else is null and the caller falls back.
 */
export function parseKey(key: string | null): { tonic: number; minor: boolean } | null {
  if (key === null) return null;
  const match = /^\s*([A-Ga-g])\s*([#b♯♭]?)\s*(maj|major|min|minor|m)?\s*$/i.exec(key);
  if (!match) return null;
  const letter = (match[1] ?? '').toUpperCase();
  const accidental = (match[2] ?? '').replace('♯', '#').replace('♭', 'b');
  const spelled = accidental === 'b' ? FLATS[letter + 'b'] : letter + accidental;
  const tonic = TONICS.indexOf((spelled ?? '') as (typeof TONICS)[number]);
  if (tonic < 0) return null; // Cb, Fb, E#, B#: not spellings anyone uses for a track's key
  const mode = (match[3] ?? 'maj').toLowerCase();
  return { tonic, minor: mode.startsWith('min') || mode === 'm' };
}

/** Halves or doubles a tempo into the range loops are made for (a 70 BPM track is 140 half-time). */
function foldBpm(bpm: number): number {
  let folded = bpm;
  while (folded < MIN_BPM) folded *= 2;
  while (folded > MAX_BPM) folded /= 2;
  return folded;
}

/** A small deterministic hash of a track id (an ID track has no key or tempo yet). */
function mix(id: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The track's voice from its `bpm` and `key`; a missing or unreadable one is chosen from the
 * track's id, so the same track always sounds the same.
 */
export function voiceOf(track: { id: number; bpm: number | null; key: string | null }): Voice {
  const hash = mix(track.id);
  const bpm =
    track.bpm !== null && Number.isFinite(track.bpm) && track.bpm > 0
      ? foldBpm(track.bpm)
      : 118 + (hash % 15);
  const key = parseKey(track.key) ?? { tonic: (hash >>> 8) % 12, minor: ((hash >>> 12) & 1) === 1 };
  return { barFrames: barFramesOf(bpm), ...key };
}

/** The name of a voice's loop: stable, file-name safe, and the cache's key. */
export function loopName(voice: Voice): string {
  return `${voice.barFrames}-${TONICS[voice.tonic]?.replace('#', 's')}-${voice.minor ? 'min' : 'maj'}`;
}

/** The lead's pitch: the tonic between C5 and B5, the tone a listener (or a test) follows. */
export function leadFrequency(voice: Pick<Voice, 'tonic'>): number {
  return 440 * 2 ** ((72 + voice.tonic - 69) / 12);
}
