import { describe, expect, it } from 'vitest';
import { atMost, verdictOf, type Figure } from './results.ts';

const queueInp = (value: number): Figure => ({
  group: 'INP',
  name: 'queue reorder',
  value,
  unit: 'ms',
  budget: atMost(100),
});

describe("a figure's verdict", () => {
  it('is ok within its budget and MISS past it', () => {
    expect(verdictOf(queueInp(96))).toBe('ok');
    expect(verdictOf(queueInp(104))).toBe('MISS');
  });

  it('is MISS when the figure could not be measured, also after the runner read it back', () => {
    const failed = queueInp(Number.NaN);
    expect(verdictOf(failed)).toBe('MISS');
    // The runner collects each script's figures as JSON, where NaN becomes null.
    expect(verdictOf(JSON.parse(JSON.stringify(failed)) as Figure)).toBe('MISS');
  });
});
