import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTimeAgo } from './dates.ts';

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

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago, in the largest whole unit, en-US', () => {
    expect(formatTimeAgo(ago(5), now)).toBe('just now');
    expect(formatTimeAgo(ago(60), now)).toBe('1 minute ago');
    expect(formatTimeAgo(ago(5 * 60 + 59), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatTimeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatTimeAgo(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(formatTimeAgo(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('reads a clock a little ahead as just now, and nothing as null', () => {
    expect(formatTimeAgo(ago(-30), now)).toBe('just now');
    expect(formatTimeAgo(null, now)).toBeNull();
    expect(formatTimeAgo('not a date', now)).toBeNull();
  });
});
