import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../../src/plugins/external/rendered-pages.ts';

describe('cookieValue', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(cookieValue('a=1; rh_session=x.y%2Fz; b=2', 'rh_session')).toBe('x.y/z');
    expect(cookieValue('rh_session=t', 'rh_session')).toBe('t');
  });

  it('answers null for no header, another name, an empty value or a broken encoding', () => {
    expect(cookieValue(undefined, 'rh_session')).toBeNull();
    expect(cookieValue('rh_session_old=t; xrh_session=u', 'rh_session')).toBeNull();
    expect(cookieValue('rh_session=', 'rh_session')).toBeNull();
    expect(cookieValue('rh_session=%E0%A4%A', 'rh_session')).toBeNull();
  });
});
