import { SAMPLE_RATE, SAMPLES_PER_FRAME } from './mp3-format.ts';
import { leadFrequency, type Voice } from './voice.ts';

/**
 * One bar of a small house/techno groove in a voice's tempo and key: a four-on-the-floor kick,
 * claps, hats, a bass line on the tonic, chord stabs and a plucked lead on the tonic. The rhythm
 * of bass, lead and stabs is picked from the voice itself, so two voices differ in more than
 * pitch. Every note is written modulo the bar, so its tail wraps to the start and the loop is
 * seamless. Pure arithmetic on the voice: the same voice gives the same samples everywhere.
 *
 * The lead (C5–B5) is the only voice in its octave: stabs are voiced below C5 and the bass's
 * harmonics stay below it too, so the lead's tone alone says which track is playing.
 */

const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** 16th-note steps (0–15) at which each part plays, one pattern per variant. */
const LEAD_STEPS = [
  [0, 3, 6, 10, 12],
  [2, 6, 10, 14],
  [0, 2, 3, 6, 8, 11, 14],
  [3, 7, 11, 13, 15],
];
const BASS_STEPS = [
  [2, 6, 10, 14],
  [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15],
  [2, 3, 6, 7, 10, 11, 14, 15],
  [2, 6, 7, 10, 14, 15],
];
const STAB_STEPS = [[6, 14], [3, 11], [10], [2, 7, 12]];

function variantOf(voice: Voice): number {
  let h = Math.imul(voice.barFrames * 31 + voice.tonic * 2 + (voice.minor ? 1 : 0), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 15), 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}

/** xorshift32: deterministic noise for hats and claps. */
function noise(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x80000000 - 1;
  };
}

/** The chord's tones (tonic, third, fifth) folded into G3–F#4, below every lead tone. */
function stabNotes(voice: Voice): number[] {
  return [0, voice.minor ? 3 : 4, 7].map((interval) => 55 + ((voice.tonic + interval + 5) % 12));
}

export function synthesizeLoop(voice: Voice): Float32Array {
  const length = voice.barFrames * SAMPLES_PER_FRAME;
  const out = new Float32Array(length);
  const step = length / 16;
  const variant = variantOf(voice);
  const random = noise(variant);

  /** Adds `seconds` of `sound(t, i)` from sample `start`, wrapping past the end of the bar. */
  const note = (start: number, seconds: number, sound: (t: number, i: number) => number) => {
    const count = Math.min(length, Math.round(seconds * SAMPLE_RATE));
    const first = Math.round(start);
    for (let i = 0; i < count; i += 1) {
      const at = (first + i) % length;
      out[at] = (out[at] ?? 0) + sound(i / SAMPLE_RATE, i);
    }
  };

  for (let beat = 0; beat < 4; beat += 1) {
    let phase = 0;
    note(beat * 4 * step, 0.45, (t) => {
      phase += (2 * Math.PI * (46 + 110 * Math.exp(-t * 28))) / SAMPLE_RATE;
      return 0.95 * Math.sin(phase) * Math.exp(-t * 6.5) * Math.min(1, t / 0.001);
    });
  }
  for (const beat of [1, 3]) {
    let last = 0;
    note(beat * 4 * step, 0.18, (t) => {
      const white = random();
      const bright = white - last;
      last = white;
      return 0.22 * bright * Math.exp(-t * 22);
    });
  }
  for (let s = 0; s < 16; s += 1) {
    const open = s % 4 === 2;
    let last = 0;
    note(s * step, open ? 0.2 : 0.05, (t) => {
      const white = random();
      const bright = white - last;
      last = white;
      return (open ? 0.1 : 0.05) * bright * Math.exp(-t * (open ? 16 : 70));
    });
  }

  const bassHz = midiHz(36 + voice.tonic);
  for (const s of BASS_STEPS[(variant >>> 2) % BASS_STEPS.length] ?? []) {
    note(s * step, Math.min(0.24, step / SAMPLE_RATE), (t) => {
      const phase = 2 * Math.PI * bassHz * t;
      const tone = Math.sin(phase) + 0.35 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
      return 0.34 * tone * Math.min(1, t / 0.004) * Math.exp(-t * 9);
    });
  }

  const stabHz = stabNotes(voice).map(midiHz);
  for (const s of STAB_STEPS[(variant >>> 4) % STAB_STEPS.length] ?? []) {
    note(s * step, 0.25, (t) => {
      let chord = 0;
      for (const hz of stabHz) chord += Math.sin(2 * Math.PI * hz * t);
      return 0.09 * chord * Math.min(1, t / 0.003) * Math.exp(-t * 11);
    });
  }

  const leadHz = leadFrequency(voice);
  for (const s of LEAD_STEPS[variant % LEAD_STEPS.length] ?? []) {
    note(s * step, 0.5, (t) => {
      const phase = 2 * Math.PI * leadHz * t;
      const tone = Math.sin(phase) + 0.18 * Math.sin(2 * phase);
      return 0.3 * tone * Math.min(1, t / 0.002) * Math.exp(-t * 5);
    });
  }
  return out;
}

/** Scales the bar to a fixed peak (the same loudness for every voice) as 16-bit samples. */
export function toPcm16(samples: Float32Array): Int16Array {
  let peak = 1e-9;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  const gain = (0.85 * 32767) / peak;
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) pcm[i] = Math.round((samples[i] ?? 0) * gain);
  return pcm;
}
