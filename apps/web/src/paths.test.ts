import { describe, expect, it } from 'vitest';
import { areaOf, titleForPath } from './paths.ts';

describe('titleForPath', () => {
  it('names list, detail and public screens', () => {
    expect(titleForPath('/sets')).toBe('Discover Sets');
    expect(titleForPath('/sets/')).toBe('Discover Sets');
    expect(titleForPath('/sets/42')).toBe('Set');
    expect(titleForPath('/policy')).toBe('Privacy Policy');
    expect(titleForPath('/profile')).toBe('Profile');
    // wouter routes case-insensitively; the title must follow the route it renders.
    expect(titleForPath('/SETS')).toBe('Discover Sets');
  });

  it('has no title for paths that redirect', () => {
    expect(titleForPath('/')).toBeUndefined();
    expect(titleForPath('/sets/42/extra')).toBeUndefined();
    expect(titleForPath('/nowhere')).toBeUndefined();
  });
});

describe('areaOf', () => {
  it('sorts every path under one access rule of spec.md section 2', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset']) {
      expect(areaOf(path)).toBe('guest-only');
    }
    for (const path of ['/about', '/policy', '/terms', '/contact', '/ABOUT']) {
      expect(areaOf(path)).toBe('public');
    }
    for (const path of ['/home', '/sets', '/sets/3', '/search', '/profile', '/labels/9']) {
      expect(areaOf(path)).toBe('signed-in');
    }
    expect(areaOf('/')).toBe('root');
    expect(areaOf('/nowhere')).toBe('unknown');
    expect(areaOf('/sets/3/extra')).toBe('unknown');
  });
});
