import { describe, expect, it } from 'vitest';
import { formatClock } from './formatClock';

describe('formatClock', () => {
  it('writes minutes and seconds under the hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3599)).toBe('59:59');
  });

  it('adds the hour once there is one, with two-digit minutes', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(36_000)).toBe('10:00:00');
  });

  it('rounds down, and reads nonsense as the start', () => {
    expect(formatClock(59.99)).toBe('0:59');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
