import { describe, expect, it } from 'vitest';
import { playerSet } from './test/sets.ts';
import {
  nextTrackStart,
  nowPlayingEntryId,
  previousTrackStart,
  trackAt,
  trackBoundaries,
} from './timeline.ts';

const set = playerSet(1);

describe('trackAt', () => {
  it('is the track whose start has come and whose end has not', () => {
    expect(trackAt(set, 0)?.id).toBe(101);
    expect(trackAt(set, 119_999)?.id).toBe(101);
    expect(trackAt(set, 120_000)?.id).toBe(102);
    expect(trackAt(set, 599_999)?.id).toBe(104);
  });

  it('is none in a gap and past the end of the set', () => {
    expect(trackAt(set, 240_000)).toBeUndefined();
    expect(trackAt(set, 299_999)).toBeUndefined();
    expect(trackAt(set, 600_000)).toBeUndefined();
  });

  it('is none before the first track starts', () => {
    const late = playerSet(2, {}, [[30_000, null]]);
    expect(trackAt(late, 29_999)).toBeUndefined();
    expect(trackAt(late, 30_000)?.id).toBe(201);
  });

  it('is the later of two overlapping tracks, which has taken over', () => {
    const mixed = playerSet(3, {}, [
      [0, 70_000],
      [60_000, null],
    ]);
    expect(trackAt(mixed, 65_000)?.id).toBe(302);
  });
});

describe('nowPlayingEntryId (spec.md section 4)', () => {
  it('is on from the exact start ms and off at the end ms', () => {
    expect(nowPlayingEntryId(set, true, 120_000, 1)).toBe(102);
    expect(nowPlayingEntryId(set, true, 239_999, 1)).toBe(102);
    expect(nowPlayingEntryId(set, true, 240_000, 1)).toBeUndefined();
  });

  it('is off in a gap, while paused, for another set and with nothing loaded', () => {
    expect(nowPlayingEntryId(set, true, 260_000, 1)).toBeUndefined();
    expect(nowPlayingEntryId(set, false, 130_000, 1)).toBeUndefined();
    expect(nowPlayingEntryId(set, true, 130_000, 2)).toBeUndefined();
    expect(nowPlayingEntryId(undefined, true, 130_000, 1)).toBeUndefined();
  });

  it('names the playing entry of whatever set is loaded when no set is asked about', () => {
    expect(nowPlayingEntryId(set, true, 130_000)).toBe(102);
  });
});

describe('previous and next track', () => {
  it('restarts the current track more than 3 s in', () => {
    expect(previousTrackStart(set, 123_001)).toBe(120_000);
  });

  it('goes to the previous track within 3 s of a start', () => {
    expect(previousTrackStart(set, 123_000)).toBe(0);
    expect(previousTrackStart(set, 120_000)).toBe(0);
  });

  it('goes to the set start from the first track, and before it', () => {
    expect(previousTrackStart(set, 2000)).toBe(0);
    expect(previousTrackStart(playerSet(2, {}, [[30_000, null]]), 10_000)).toBe(0);
  });

  it('in a gap, goes back to the start of the track heard last', () => {
    expect(previousTrackStart(set, 270_000)).toBe(120_000);
  });

  it('next is the following start, none after the last track', () => {
    expect(nextTrackStart(set, 0)).toBe(120_000);
    expect(nextTrackStart(set, 250_000)).toBe(300_000);
    expect(nextTrackStart(set, 420_000)).toBeUndefined();
  });

  it('boundaries are the starts in seconds, each once', () => {
    expect(trackBoundaries(set)).toEqual([0, 120, 300, 420]);
    expect(
      trackBoundaries(
        playerSet(2, {}, [
          [0, null],
          [0, null],
          [90_500, null],
        ]),
      ),
    ).toEqual([0, 90.5]);
  });
});
