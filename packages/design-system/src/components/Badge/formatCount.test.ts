import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('caps notifications at 99', () => {
    expect(formatCount(99, 'notification')).toBe('99');
    expect(formatCount(100, 'notification')).toBe('99+');
  });

  it('caps counts and likes at 999 by default', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('999+');
  });

  it('never shows a negative or a fraction', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(4.7)).toBe('4');
  });
});
