import {
  GENRES,
  PAGE_SIZE,
  TRACK_SORT_FIELDS,
  TracksPageSchema,
  trackSearchTexts,
  type Track,
  type TracksPage,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { insertMusicFixture, LABELS, SETS, TRACKS } from './music-fixture.ts';
import {
  byId,
  expectedOrder,
  getParsed,
  sortCases,
  TRACK_SORT_KEY,
  walkPages,
} from './music-pages.ts';

let testApp: TestApp;
/** Every fixture track as the API answers it: the oracle the other answers are checked against. */
let all: Track[];

const getTracks = (query: string): Promise<TracksPage> =>
  getParsed(testApp.app, `/api/tracks?${query}`, TracksPageSchema);

const matchesSearch = (track: Track, search: string) =>
  trackSearchTexts(track).some((value) => value.toLowerCase().includes(search.toLowerCase()));

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  await insertMusicFixture(testApp.app.db);
  const page = await getTracks('limit=100');
  all = page.data;
  expect(page.pagination.total).toBe(TRACKS.length);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/tracks', () => {
  it('answers the first page of 20 with the fixture, spec.md field names and guest fields empty', async () => {
    const page = await getTracks('');
    expect(page.data).toHaveLength(PAGE_SIZE);
    expect(page.pagination).toEqual({ offset: 0, count: PAGE_SIZE, total: TRACKS.length });
    expect(byId(all.map((track) => track.id))).toEqual(TRACKS.map((track) => track.id));
    for (const track of all) {
      const fixture = TRACKS.find((t) => t.id === track.id);
      expect(track).toMatchObject({
        title: fixture?.title,
        mix_type: fixture?.mix_type,
        genre: fixture?.genre,
        release_date: fixture?.release_date,
        label_meta_id: fixture?.label_id,
        label_meta: fixture?.label_id ? { id: fixture.label_id } : null,
        label_name: LABELS.find((l) => l.id === fixture?.label_id)?.name ?? null,
        mix_meta: fixture?.mix_name ? { name: fixture.mix_name } : null,
        bpm: fixture?.bpm,
        key: fixture?.key,
        first_heard_date: fixture?.first_heard_date,
        user_likes: null,
        is_fav: false,
        show_likes: false,
        user_fav: null,
      });
      expect(track.artists.map((c) => [c.id, c.role]).sort()).toEqual(
        fixture?.credits.map((c) => [c.artist_id, c.role]).sort(),
      );
      expect(track.artist_meta).toEqual(track.artists[0]?.artist_meta ?? null);
      const setId = fixture?.id_set_id;
      expect(track.set_meta).toEqual(
        setId
          ? {
              id: setId,
              set_name: SETS.find((s) => s.id === setId)?.set_name,
              release_date: SETS.find((s) => s.id === setId)?.release_date,
            }
          : null,
      );
    }
  });

  it('credits producers, then feat in the artist line; mixers only in artists', async () => {
    const rank = { producer: 0, ID: 0, feat: 1, mixer: 2 } as const;
    for (const track of all) {
      const roles = track.artists.map((c) => rank[c.role]);
      expect(roles).toEqual([...roles].sort((a, b) => a - b));
      const names = (...of: string[]) =>
        track.artists.filter((c) => of.includes(c.role)).map((c) => c.artist_meta.name);
      const feat = names('feat');
      const line = names('producer', 'ID').join(', ');
      expect(track.artist).toBe(feat.length ? `${line} feat. ${feat.join(', ')}` : line);
    }
    expect(all.some((t) => t.artist.includes(', '))).toBe(true);
    expect(all.some((t) => t.artist.includes(' feat. '))).toBe(true);
    expect(all.some((t) => t.artists.at(-1)?.role === 'mixer' && t.artists.length > 1)).toBe(true);
    const id = all.find((t) => t.mix_type === 'ID');
    expect(id?.artists[0]?.role).toBe('ID');
    expect(id?.release_date).toBeNull();
    expect(id?.purchase_url).toBeNull();
  });

  it('sorts by release_date, newest first, unreleased IDs last, by default', async () => {
    const page = await getTracks('');
    expect(page.data.map((t) => t.id)).toEqual(
      expectedOrder(all, TRACK_SORT_KEY.release_date, 'desc').slice(0, PAGE_SIZE),
    );
    const walked = await walkPages((offset) => getTracks(`offset=${offset}`), PAGE_SIZE);
    expect(all.find((t) => t.id === walked.ids.at(-1))?.mix_type).toBe('ID');
  });

  describe.each(sortCases(TRACK_SORT_FIELDS))('order_by=%s&order_direction=%s', (field, dir) => {
    it('walks every page in order with no duplicates or gaps', async () => {
      for (const size of [PAGE_SIZE, 7]) {
        const { ids, totals } = await walkPages(
          (offset) =>
            getTracks(`order_by=${field}&order_direction=${dir}&limit=${size}&offset=${offset}`),
          size,
        );
        expect(new Set(totals)).toEqual(new Set([TRACKS.length]));
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(expectedOrder(all, TRACK_SORT_KEY[field], dir));
      }
    });
  });

  it('accepts the track_meta.<field> form of order_by', async () => {
    const page = await getTracks('order_by=track_meta.title&order_direction=asc');
    expect(page.data.map((t) => t.id)).toEqual(
      expectedOrder(all, TRACK_SORT_KEY.title, 'asc').slice(0, PAGE_SIZE),
    );
  });

  it('filters by genre', async () => {
    for (const genre of GENRES) {
      const page = await getTracks(`limit=100&genre=${encodeURIComponent(genre)}`);
      const expected = TRACKS.filter((t) => t.genre === genre).map((t) => t.id);
      expect(byId(page.data.map((t) => t.id))).toEqual(expected);
      expect(page.pagination.total).toBe(expected.length);
    }
  });

  it('pages with offset and limit, reporting count and total, also past the end', async () => {
    const page = await getTracks('offset=40&limit=15');
    const expected = expectedOrder(all, TRACK_SORT_KEY.release_date, 'desc').slice(40, 55);
    expect(page.data.map((t) => t.id)).toEqual(expected);
    expect(page.pagination).toEqual({ offset: 40, count: 15, total: TRACKS.length });
    expect(await getTracks('offset=500')).toEqual({
      data: [],
      pagination: { offset: 500, count: 0, total: TRACKS.length },
    });
    const techno = TRACKS.filter((t) => t.genre === 'Techno').length;
    const beyond = await getTracks(`genre=Techno&offset=${techno}`);
    expect(beyond.pagination).toEqual({ offset: techno, count: 0, total: techno });
  });

  it.each([
    ['an exact title', 'Silver Garden'],
    ['a prefix, any case', 'VELV'],
    ['an artist', 'Solomun'],
    ['a mixer', 'Mind Against'],
    ['a label', 'anjunadeep'],
  ])('searches %s', async (_, search) => {
    const page = await getTracks(`limit=100&search=${encodeURIComponent(search)}`);
    const expected = all.filter((t) => matchesSearch(t, search)).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(byId(page.data.map((t) => t.id))).toEqual(byId(expected));
  });

  it('searches within a genre, sorted and paged, with the total of the matches', async () => {
    const matching = all.filter((t) => t.genre === 'Techno' && matchesSearch(t, 'e'));
    const page = await getTracks(
      'genre=Techno&search=e&order_by=title&order_direction=asc&limit=5&offset=5',
    );
    expect(page.data.map((t) => t.id)).toEqual(
      expectedOrder(matching, TRACK_SORT_KEY.title, 'asc').slice(5, 10),
    );
    expect(page.pagination.total).toBe(matching.length);
  });

  it('treats % and _ in search text literally', async () => {
    expect((await getTracks(`search=${encodeURIComponent('%')}`)).pagination.total).toBe(0);
    expect((await getTracks(`search=${encodeURIComponent('_')}`)).pagination.total).toBe(0);
    const quote = await getTracks(`search=${encodeURIComponent("'; drop table tracks; --")}`);
    expect(quote.pagination.total).toBe(0);
    expect((await getTracks('')).pagination.total).toBe(TRACKS.length);
  });

  it.each([
    ['title', 'asc'],
    ['title', 'desc'],
    ['release_date', 'desc'],
    ['artist', 'asc'],
  ] as const)('continues after a keyset cursor (order_by=%s %s)', async (field, dir) => {
    const key = TRACK_SORT_KEY[field];
    const first = await getTracks(`order_by=track_meta.${field}&order_direction=${dir}`);
    const last = first.data.at(-1);
    const cursor = field === 'release_date' ? (last?.release_date ?? '') : (last?.[field] ?? '');
    const next = await getTracks(
      `order_by=track_meta.${field}&order_direction=${dir}&after=${encodeURIComponent(cursor)}`,
    );
    const beyond = (t: Track) =>
      dir === 'asc' ? key(t) > cursor.toLowerCase() : key(t) < cursor.toLowerCase();
    const expected = expectedOrder(all.filter(beyond), key, dir);
    expect(next.data.map((t) => t.id)).toEqual(expected.slice(0, PAGE_SIZE));
    expect(next.pagination.total).toBe(expected.length);
    expect(next.data.some((t) => first.data.some((seen) => seen.id === t.id))).toBe(false);
  });
});
