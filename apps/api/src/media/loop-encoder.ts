import type { Mp3Encoder } from '@breezystack/lamejs';
import { assertTileable, FRAME_BYTES, SAMPLE_RATE, SAMPLES_PER_FRAME } from './mp3-format.ts';
import { synthesizeLoop, toPcm16 } from './loop-synth.ts';
import type { Voice } from './voice.ts';

/**
 * LAME's delay: 576 samples of its own plus the 529 of every decoder's filter bank. Rotating the
 * input by it makes the first sample of the loop's first frame decode as the bar's first sample,
 * so a track starts exactly at its frame (not ~23 ms late).
 */
export const ENCODER_DELAY = 1105;
/** Frames encoded before the bar we keep, so the encoder's psychoacoustic state has settled. */
const WARM_UP_FRAMES = 8;
/** Frames encoded after it, so the kept frames' look-ahead reads the loop, not silence. */
const TAIL_FRAMES = 4;

let encoderClass: Promise<typeof Mp3Encoder> | null = null;

// The package is ESM-only through `import`; its CommonJS build does not load in Node.
const loadEncoder = () =>
  (encoderClass ??= import('@breezystack/lamejs').then((module) => module.Mp3Encoder));

/**
 * One bar of `voice` as MP3 frames that tile: encoded from the bar repeated, of which exactly one
 * bar's frames are kept. lamejs never uses the bit reservoir (every frame decodes on its own data)
 * and at 48 kHz CBR every frame is 192 bytes; both are checked, since tiling depends on them.
 */
export async function encodeLoop(voice: Voice): Promise<Uint8Array> {
  if (!Number.isInteger(voice.barFrames) || voice.barFrames < 1) {
    throw new RangeError(`a bar of ${voice.barFrames} frames cannot be looped`);
  }
  const Encoder = await loadEncoder();
  const bar = toPcm16(synthesizeLoop(voice));
  const length = bar.length;
  const total = (WARM_UP_FRAMES + voice.barFrames + TAIL_FRAMES) * SAMPLES_PER_FRAME;
  const shift = ENCODER_DELAY - WARM_UP_FRAMES * SAMPLES_PER_FRAME;
  const input = new Int16Array(total);
  for (let n = 0; n < total; n += 1) {
    input[n] = bar[(((n + shift) % length) + length) % length] ?? 0;
  }

  const encoder = new Encoder(1, SAMPLE_RATE, 64);
  const parts: Uint8Array[] = [];
  // lamejs answers Int8Arrays whatever its types say: view them as bytes.
  const keep = (part: ArrayBufferView) =>
    parts.push(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
  const chunk = SAMPLES_PER_FRAME * 32;
  for (let start = 0; start < total; start += chunk) {
    keep(encoder.encodeBuffer(input.subarray(start, Math.min(total, start + chunk))));
  }
  keep(encoder.flush());
  const encoded = Buffer.concat(parts);
  assertTileable(encoded);

  const begin = WARM_UP_FRAMES * FRAME_BYTES;
  const end = begin + voice.barFrames * FRAME_BYTES;
  if (encoded.length < end) throw new Error(`lamejs gave ${encoded.length} bytes, needed ${end}`);
  return new Uint8Array(encoded.subarray(begin, end));
}
