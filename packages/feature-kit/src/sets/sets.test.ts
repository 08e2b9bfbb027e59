import { PAGE_SIZE } from '@rabbithole/api-contract';
import { makeSet } from '@rabbithole/mocks';
import { describe, expect, it } from 'vitest';
import { setsPageKey } from './api.ts';
import { setCardItem, setTags } from './setCardItem.ts';

const page = (offset: number, count: number, total: number) => ({
  data: [],
  pagination: { offset, count, total },
});

describe('setsPageKey', () => {
  it('asks for page n at offset 20 × n with the list options', () => {
    const key = setsPageKey({ genre: 'House' });
    expect(key(0, null)).toEqual(['/sets', { genre: 'House', offset: 0 }]);
    expect(key(2, page(PAGE_SIZE, PAGE_SIZE, 100))).toEqual([
      '/sets',
      { genre: 'House', offset: 2 * PAGE_SIZE },
    ]);
  });

  it('stops after the page that reaches the total', () => {
    const key = setsPageKey({});
    expect(key(2, page(20, 20, 40))).toBeNull();
    expect(key(3, page(40, 5, 45))).toBeNull();
  });
});

describe('set cards', () => {
  it('lead with the set genre, then track genres, at most two and none twice', () => {
    expect(setTags({ genre: 'Techno', track_genres: ['Techno', 'House', 'Trance'] })).toEqual([
      'Techno',
      'House',
    ]);
    expect(setTags({ genre: null, track_genres: ['Trance'] })).toEqual(['Trance']);
  });

  it('link to the set page and keep missing art null for the default image', () => {
    const set = makeSet({ id: 5, art_url: null });
    expect(setCardItem(set)).toMatchObject({
      id: 5,
      title: set.set_name,
      subtitle: set.artist,
      href: '/sets/5',
      artUrl: null,
    });
    expect(setCardItem(makeSet({ id: 6, art_url: 'sets/6.jpg' })).artUrl).toBe('/media/sets/6.jpg');
  });
});
