import { describe, expect, it } from 'vitest';
import { titleForPath } from './paths.ts';

describe('titleForPath', () => {
  it('names list, detail and public screens', () => {
    expect(titleForPath('/sets')).toBe('Discover Sets');
    expect(titleForPath('/sets/')).toBe('Discover Sets');
    expect(titleForPath('/sets/42')).toBe('Set');
    expect(titleForPath('/policy')).toBe('Privacy Policy');
    // wouter routes case-insensitively; the title must follow the route it renders.
    expect(titleForPath('/SETS')).toBe('Discover Sets');
  });

  it('has no title for paths that redirect', () => {
    expect(titleForPath('/')).toBeUndefined();
    expect(titleForPath('/sets/42/extra')).toBeUndefined();
    expect(titleForPath('/nowhere')).toBeUndefined();
  });
});
