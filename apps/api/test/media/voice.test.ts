import { describe, expect, it } from 'vitest';
import {
  barFramesOf,
  bpmOf,
  leadFrequency,
  loopName,
  parseKey,
  voiceOf,
} from '../../src/media/voice.ts';

describe('parseKey', () => {
  it('reads the agreed "<tonic> <maj|min>" format for all 24 keys', () => {
    const tonics = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
    tonics.forEach((tonic, index) => {
      expect(parseKey(`${tonic} maj`)).toEqual({ tonic: index, minor: false });
      expect(parseKey(`${tonic} min`)).toEqual({ tonic: index, minor: true });
    });
  });

  it('forgives flats, long names, "m" and spacing, and refuses the rest', () => {
    expect(parseKey('Bb maj')).toEqual({ tonic: 10, minor: false });
    expect(parseKey('eb minor')).toEqual({ tonic: 3, minor: true });
    expect(parseKey('F#m')).toEqual({ tonic: 6, minor: true });
    expect(parseKey(' G ')).toEqual({ tonic: 7, minor: false });
    for (const bad of ['H maj', 'Cb maj', '8A', '', 'C maj min', 'C\u0000 maj', null]) {
      expect(parseKey(bad), String(bad)).toBeNull();
    }
  });
});

describe('voiceOf', () => {
  it('plays a bar of whole frames at the track’s tempo, within a frame’s rounding', () => {
    for (const bpm of [60, 87, 120, 124, 128, 140, 174, 200]) {
      const voice = voiceOf({ id: 1, bpm, key: 'A min' });
      expect(Math.abs(bpmOf(voice.barFrames) - bpm), String(bpm)).toBeLessThan(bpm * 0.012);
    }
    expect(barFramesOf(120)).toBe(83);
  });

  it('folds tempos outside 60–200 by octaves (half time, double time)', () => {
    expect(voiceOf({ id: 1, bpm: 35, key: 'C maj' }).barFrames).toBe(barFramesOf(70));
    expect(voiceOf({ id: 1, bpm: 400, key: 'C maj' }).barFrames).toBe(barFramesOf(200));
    expect(voiceOf({ id: 1, bpm: 260, key: 'C maj' }).barFrames).toBe(barFramesOf(130));
  });

  it('chooses a missing tempo or key from the track id, the same every time', () => {
    const id = voiceOf({ id: 42, bpm: null, key: null });
    expect(voiceOf({ id: 42, bpm: null, key: null })).toEqual(id);
    expect(bpmOf(id.barFrames)).toBeGreaterThan(110);
    expect(bpmOf(id.barFrames)).toBeLessThan(140);
    expect(voiceOf({ id: 42, bpm: 0, key: 'nonsense' })).toEqual(id);
    const voices = new Set(
      Array.from({ length: 50 }, (_, i) => loopName(voiceOf({ id: i, bpm: null, key: null }))),
    );
    expect(voices.size).toBeGreaterThan(20);
  });

  it('names loops for the file system and puts each lead between C5 and B5', () => {
    expect(loopName(voiceOf({ id: 1, bpm: 124, key: 'F# min' }))).toBe('81-Fs-min');
    expect(leadFrequency({ tonic: 0 })).toBeCloseTo(523.25, 1);
    expect(leadFrequency({ tonic: 9 })).toBeCloseTo(880, 5);
  });
});
