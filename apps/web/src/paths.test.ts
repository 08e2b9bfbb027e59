import { describe, expect, it } from 'vitest';
import { titleForPath } from './paths.ts';

describe('titleForPath', () => {
  it('names list, detail and public screens', () => {
    expect(titleForPath('/sets')).toBe('Discover Sets');
    expect(titleForPath('/sets/')).toBe('Discover Sets');
    expect(titleForPath('/sets/42')).toBe('Set');
    expect(titleForPath('/policy')).toBe('Privacy Policy');
  });

  it('has no title for paths that redirect', () => {
    expect(titleForPath('/')).toBeUndefined();
    expect(titleForPath('/sets/42/extra')).toBeUndefined();
    expect(titleForPath('/nowhere')).toBeUndefined();
  });
});
