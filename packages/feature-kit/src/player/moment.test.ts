import { describe, expect, it } from 'vitest';
import { formatMomentParam, momentLink, parseMomentParam } from './moment.ts';

describe('moment links', () => {
  it.each([
    ['1h02m03s', 3_723_000],
    ['62m3s', 3_723_000],
    ['3723', 3_723_000],
    ['45s', 45_000],
    ['2h', 7_200_000],
    [' 1H2M3S ', 3_723_000],
    ['0s', 0],
  ])('reads %j as %i ms', (param, ms) => {
    expect(parseMomentParam(param)).toBe(ms);
  });

  it.each([
    null,
    undefined,
    '',
    'abc',
    '1h02m03',
    '-5',
    '1.5',
    '3s1m',
    '1e3',
    '25h',
    '86401',
    '999999999999999999999',
    '1h'.repeat(20),
  ])('rejects %j', (param) => {
    expect(parseMomentParam(param)).toBeUndefined();
  });

  it.each([
    [3_723_000, '1h02m03s'],
    [125_400, '2m05s'],
    [9_999, '9s'],
    [0, '0s'],
  ])('writes %i ms as %s', (ms, param) => {
    expect(formatMomentParam(ms)).toBe(param);
  });

  it('round-trips every moment to the second', () => {
    for (const ms of [0, 999, 59_000, 61_000, 3_599_000, 3_600_000, 86_400_000]) {
      expect(parseMomentParam(formatMomentParam(ms))).toBe(Math.floor(ms / 1000) * 1000);
    }
  });

  it('links to the set page with the moment', () => {
    expect(momentLink(7, 3_723_400)).toBe('/sets/7?t=1h02m03s');
  });
});
