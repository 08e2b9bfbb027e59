import { describe, expect, it } from 'vitest';
import { parseRange } from '../../src/media/http-range.ts';

describe('parseRange', () => {
  it('reads one range in each of its three forms, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ first: 0, last: 99 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ first: 900, last: 999 });
    expect(parseRange('bytes=32768-', 1000000)).toEqual({ first: 32768, last: 999999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ first: 900, last: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ first: 0, last: 999 });
  });

  it('calls a range past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-2000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not read, so the whole file is answered', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=5-1',
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=1e3-',
      'bytes=99999999999999999999-',
      'bytes=\u00000-1',
    ]) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });
});
