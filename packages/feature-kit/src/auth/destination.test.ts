import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './destination.ts';

describe('the destination after login (spec.md section 2)', () => {
  it('is the remembered path with its query and hash', () => {
    expect(destinationAfterLogin('/sets/7?tab=comments#c3')).toBe('/sets/7?tab=comments#c3');
  });

  it('is /home when nothing is remembered or the destination is /', () => {
    expect(destinationAfterLogin(null)).toBe('/home');
    expect(destinationAfterLogin(undefined)).toBe('/home');
    expect(destinationAfterLogin('')).toBe('/home');
    expect(destinationAfterLogin('/')).toBe('/home');
  });

  it('never leaves the site, whatever `next` says', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'home']) {
      expect(destinationAfterLogin(next)).toBe('/home');
    }
  });
});
