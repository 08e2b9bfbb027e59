import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('reads hours and minutes the way a listener says them', () => {
    expect(formatDuration(5_520_000)).toBe('1 hr 32 min');
    expect(formatDuration(3_600_000)).toBe('1 hr');
    expect(formatDuration(240_000)).toBe('4 min');
    expect(formatDuration(10 * 3_600_000 + 60_000)).toBe('10 hr 1 min');
  });

  it('rounds to the minute, never showing 0 min for a short set', () => {
    expect(formatDuration(89_000)).toBe('1 min');
    expect(formatDuration(91_000)).toBe('2 min');
    expect(formatDuration(5_000)).toBe('1 min');
    expect(formatDuration(3_599_000)).toBe('1 hr');
  });

  it('gives nothing for an unknown length', () => {
    expect(formatDuration(0)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
  });
});
