import type * as swr from 'swr';
import { describe, expect, it, vi } from 'vitest';

const preloaded = vi.hoisted(() => [] as string[]);
vi.mock('swr', async (actual) => ({
  ...(await actual<typeof swr>()),
  preload: (key: string) => {
    preloaded.push(key);
    return Promise.resolve();
  },
}));

const { startFirstReads } = await import('./routeReads.ts');

function readsOf(pathname: string, search = ''): string[] {
  preloaded.length = 0;
  startFirstReads(pathname, search);
  return [...preloaded];
}

describe('startFirstReads', () => {
  it("starts each discover list's first page, with the address's genre and order", () => {
    const [sets] = readsOf('/sets', 'genre=Techno&order_by=set_name&order_direction=asc');
    expect(sets).toMatch(/^\/api\/sets\?/);
    expect(new URL(sets ?? '', 'http://x').searchParams.get('genre')).toBe('Techno');
    expect(new URL(sets ?? '', 'http://x').searchParams.get('order_by')).toBe('set_name');
    for (const list of ['tracks', 'artists', 'labels']) {
      expect(readsOf(`/${list}`)).toEqual([expect.stringMatching(new RegExp(`^/api/${list}\\?`))]);
    }
  });

  it('starts a detail page for an id that can be one, and nothing for one that cannot', () => {
    expect(readsOf('/tracks/3')).toEqual(['/api/tracks/3']);
    expect(readsOf('/artists/4')).toEqual(['/api/artists/4']);
    expect(readsOf('/labels/5')).toEqual(['/api/labels/5']);
    expect(readsOf('/tracks/0')).toEqual([]);
    expect(readsOf('/labels/abc')).toEqual([]);
  });

  it('starts nothing for a page without first reads', () => {
    expect(readsOf('/profile')).toEqual([]);
    expect(readsOf('/search')).toEqual([]);
  });
});
