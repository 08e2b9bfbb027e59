import { PAGE_SIZE } from '@rabbithole/api-contract';
import { makeSet, mockServer, resetMockStore } from '@rabbithole/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { setsListQuery, setsPageRequest } from './api.ts';
import { setCardItem, setTags } from './setCardItem.ts';

const page = (offset: number, count: number, total: number) => ({
  data: [],
  pagination: { offset, count, total },
});

describe('sets list requests', () => {
  it('key page n by its URL: offset 20 × n, the list options, nothing undefined', () => {
    const { getKey } = setsListQuery({ genre: 'House', search: undefined });
    expect(getKey(0, null)).toBe('/api/sets?genre=House&offset=0&limit=20');
    expect(getKey(2, page(PAGE_SIZE, PAGE_SIZE, 100))).toBe(
      `/api/sets?genre=House&offset=${2 * PAGE_SIZE}&limit=20`,
    );
  });

  it('stop after the page that reaches the total', () => {
    const { getKey } = setsListQuery({});
    expect(getKey(2, page(20, 20, 40))).toBeNull();
    expect(getKey(3, page(40, 5, 45))).toBeNull();
  });

  it('keep only the query in the key, whatever else the options carry', () => {
    const options = { order_by: 'set_name', order_direction: 'asc', label: 'x' } as const;
    expect(setsPageRequest(options, 1).key).toBe(
      '/api/sets?order_by=set_name&order_direction=asc&offset=20&limit=20',
    );
  });

  it('hand the fetcher only keys its own getKey made', async () => {
    const { getKey, fetcher } = setsListQuery({ genre: 'House' });
    await expect(fetcher(String(getKey(5, null)).replace('House', 'Trance'))).rejects.toThrow(
      /No page of this list/,
    );
  });
});

describe('a sets page request', () => {
  beforeAll(() => {
    mockServer.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    resetMockStore();
  });
  afterEach(() => {
    mockServer.resetHandlers();
  });
  afterAll(() => {
    mockServer.close();
  });

  it('fetches exactly the URL its key names: 20 sets from offset 20 × n', async () => {
    const urls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      urls.push(request.url);
    };
    mockServer.events.on('request:start', record);
    const request = setsPageRequest(
      { genre: undefined, order_by: 'release_date' },
      2,
      createApiClient({ baseUrl: 'http://localhost' }),
    );
    const page = await request.fetch();
    mockServer.events.removeListener('request:start', record);
    expect(urls).toEqual([`http://localhost${request.key}`]);
    expect(request.key).toBe('/api/sets?order_by=release_date&offset=40&limit=20');
    expect(page.pagination).toEqual({ offset: 40, count: 5, total: 45 });
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

  it('carry what a listener chooses a set by, and genres that link to the filtered list', () => {
    const set = makeSet({
      id: 7,
      genre: 'Techno',
      track_genres: ['House'],
      duration: 5_520_000,
      release_date: '2025-03-14',
      likes: 1234,
      track_count: 15,
      track_confirmed_count: 12,
      set_sponsors: [{ sponsor: 'Boiler Room', sponsor_id: 3, sponsor_type: 'label' }],
    });
    expect(setCardItem(set)).toMatchObject({
      tags: ['Techno', 'House'],
      genreList: '/sets',
      set: {
        curator: 'Boiler Room',
        durationMs: 5_520_000,
        recordedDate: 'Mar 14, 2025',
        identified: { confirmed: 12, total: 15 },
        likes: 1234,
      },
    });
    expect(setCardItem(makeSet({ set_sponsors: [] })).set?.curator).toBeNull();
  });
});
