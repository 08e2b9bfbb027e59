import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('prints calendar dates and timestamps en-US, as spec.md section 9 asks', () => {
    expect(formatDate('2025-03-14')).toBe('Mar 14, 2025');
    expect(formatDate('2024-12-01T18:30:00Z')).toBe('Dec 1, 2024');
  });

  it('keeps the calendar day west of Greenwich (a date is read as UTC)', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatDate('2025-01-01')).toBe('Jan 1, 2025');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});
