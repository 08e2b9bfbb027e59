import { MPEGDecoder } from 'mpg123-decoder';
import { SAMPLE_RATE } from '../../src/media/mp3-format.ts';

export interface Decoded {
  samples: Float32Array;
  sampleRate: number;
  errors: number;
}

/** Decodes MP3 bytes with mpg123 (WebAssembly), as a player would, from the first byte given. */
export async function decodeMp3(bytes: Uint8Array): Promise<Decoded> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(bytes);
    return {
      samples: decoded.channelData[0] ?? new Float32Array(0),
      sampleRate: decoded.sampleRate,
      errors: decoded.errors.length,
    };
  } finally {
    decoder.free();
  }
}

/** Goertzel: the power of one frequency over samples `from`…`to` (seconds), per sample. */
export function tonePower(samples: Float32Array, fromS: number, toS: number, hz: number): number {
  const from = Math.max(0, Math.round(fromS * SAMPLE_RATE));
  const to = Math.min(samples.length, Math.round(toS * SAMPLE_RATE));
  const coefficient = 2 * Math.cos((2 * Math.PI * hz) / SAMPLE_RATE);
  let [previous, beforePrevious] = [0, 0];
  for (let i = from; i < to; i += 1) {
    const current = (samples[i] ?? 0) + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power = previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious;
  return power / Math.max(1, to - from) ** 2;
}

/**
 * Where `excerpt` (audio decoded from somewhere mid-file) sits inside `whole` (the file decoded
 * from its start), in seconds, searching `aroundS` ± `spanS` in steps of half a millisecond for
 * the least squared difference: the position a decoder that started mid-file really reached.
 * Music repeats every beat, so plain correlation can prefer a louder beat; the difference is
 * zero only where the samples are the same.
 */
export function locate(
  whole: Float32Array,
  excerpt: Float32Array,
  aroundS: number,
  spanS: number,
): number {
  // Skip two frames: a decoder starting mid-stream has no overlap for its first frame.
  const skip = 2 * 1152;
  const length = Math.min(excerpt.length - skip, SAMPLE_RATE);
  const centre = Math.round(aroundS * SAMPLE_RATE);
  const span = Math.round(spanS * SAMPLE_RATE);
  let [best, bestAt] = [Infinity, centre];
  for (let at = Math.max(0, centre - span); at <= centre + span; at += 24) {
    let difference = 0;
    for (let i = 0; i < length && difference < best; i += 4) {
      difference += ((whole[at + skip + i] ?? 0) - (excerpt[skip + i] ?? 0)) ** 2;
    }
    if (difference < best) [best, bestAt] = [difference, at];
  }
  return bestAt / SAMPLE_RATE;
}
