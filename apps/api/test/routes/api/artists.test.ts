import {
  ARTIST_SORT_FIELDS,
  ArtistsPageSchema,
  DEFAULT_IMAGES,
  PAGE_SIZE,
  type Artist,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  ARTIST_NAMES,
  buildFixture,
  expectedArtist,
  insertFixture,
  LONELY_ARTIST_ID,
  type Fixture,
} from './artists-fixture.ts';
import { bothWays, getPage, orderOf, walkCursors, walkOffsets } from './artists-paging.ts';

let testApp: TestApp;
let fixture: Fixture;
/** Every artist as the API answers it, by id. */
let all: Artist[];

const list = (query = '') => getPage(testApp, ArtistsPageSchema, `/api/artists?${query}`);
const ids = (items: { id: number }[]) => items.map((item) => item.id);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  fixture = buildFixture();
  await insertFixture(testApp.app.db, fixture);
  const page = await list('limit=100&order_by=name&order_direction=asc');
  all = [...page.data].sort((a, b) => a.id - b.id);
  expect(all).toHaveLength(ARTIST_NAMES.length);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/artists', () => {
  it('answers a page of 20, most sets first, with the guest fields empty', async () => {
    const page = await list();
    expect(page.pagination).toEqual({ offset: 0, count: PAGE_SIZE, total: ARTIST_NAMES.length });
    expect(ids(page.data)).toEqual(orderOf(all, 'set_count', 'desc').slice(0, PAGE_SIZE));
    for (const artist of page.data) {
      expect(artist.user_stats).toBeNull();
      expect(artist.default_img_xl).toBe(DEFAULT_IMAGES.artist);
    }
  });

  it('answers every spec.md field, the counts kept by the triggers', () => {
    for (const artist of all) {
      const row = fixture.artists[artist.id - 1]!;
      const expected = expectedArtist(fixture, artist.id);
      expect(artist).toMatchObject({
        name: row.name,
        bio: row.bio,
        art_url_sm: row.art_url_sm,
        art_url_xl: row.art_url_xl,
        soundcloud: row.soundcloud,
        website: row.website,
        beatport: null,
        spotify: null,
        facebook: null,
        instagram: null,
        twitter: null,
        youtube: null,
        set_count: expected.set_count,
        track_count: expected.track_count,
        remix_count: expected.remix_count,
        id_count: expected.id_count,
        label_count: expected.label_count,
        track_genres: expected.track_genres,
      });
      const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
      expect(artist.founded_label).toEqual([...expected.founded_label].sort(byName));
    }
    // The fixture exercises what it should: ties, remixes, IDs, a label founder, an idle artist.
    const counts = all.map((artist) => artist.set_count);
    expect(new Set(counts).size).toBeLessThan(counts.length);
    expect(all.some((artist) => artist.remix_count > 0 && artist.id_count > 0)).toBe(true);
    expect(all.find((artist) => artist.id === 1)?.founded_label).toHaveLength(2);
    expect(all.find((artist) => artist.id === LONELY_ARTIST_ID)).toMatchObject({
      set_count: 0,
      track_count: 0,
      remix_count: 0,
      id_count: 0,
      label_count: 0,
      track_genres: [],
    });
  });

  describe.each(bothWays(ARTIST_SORT_FIELDS))('order_by=%s&order_direction=%s', (field, dir) => {
    it('walks every page in order, ties by id, with no duplicates or gaps', async () => {
      const { items, totals } = await walkOffsets(
        testApp,
        ArtistsPageSchema,
        `/api/artists?order_by=${field}&order_direction=${dir}`,
      );
      expect([...totals]).toEqual([all.length]);
      expect(ids(items)).toEqual(orderOf(all, field, dir));
    });

    it('walks the same order by the after/after_id cursor', async () => {
      const value = (artist: Artist) => String(artist[field]);
      const items = await walkCursors(
        testApp,
        ArtistsPageSchema,
        `/api/artists?order_by=${field}&order_direction=${dir}`,
        value,
      );
      expect(ids(items)).toEqual(orderOf(all, field, dir));
    });
  });

  it('accepts the artist_meta.<field> form the search screen sends', async () => {
    const page = await list('order_by=artist_meta.name&order_direction=asc');
    expect(ids(page.data)).toEqual(orderOf(all, 'name', 'asc').slice(0, PAGE_SIZE));
  });

  it('pages with offset and limit, reporting count and total', async () => {
    const page = await list('offset=20&limit=7');
    expect(ids(page.data)).toEqual(orderOf(all, 'set_count', 'desc').slice(20, 27));
    expect(page.pagination).toEqual({ offset: 20, count: 7, total: all.length });
    const beyond = await list('offset=500');
    expect(beyond).toEqual({ data: [], pagination: { offset: 500, count: 0, total: all.length } });
  });

  it('filters by genre: artists with any track of it, with the filtered total', async () => {
    for (const genre of ['Techno', 'Afro House', 'Trance', 'House'] as const) {
      const expected = all.filter((artist) => artist.track_genres.includes(genre));
      const { items, totals } = await walkOffsets(
        testApp,
        ArtistsPageSchema,
        `/api/artists?genre=${encodeURIComponent(genre)}&order_by=name&order_direction=asc`,
      );
      expect([...totals]).toEqual([expected.length]);
      expect(ids(items)).toEqual(orderOf(expected, 'name', 'asc'));
    }
    // No fixture track is House: a genre nobody plays answers an empty list.
    expect(all.some((artist) => artist.track_genres.includes('House'))).toBe(false);
    const beyond = await list('genre=Techno&offset=100');
    expect(beyond.pagination.total).toBe(
      all.filter((artist) => artist.track_genres.includes('Techno')).length,
    );
  });

  it('searches names: exact, prefix, any case, % as itself', async () => {
    const names = async (query: string) =>
      (await list(`search=${encodeURIComponent(query)}&limit=100`)).data.map((a) => a.name);
    expect(await names('Tale Of Us')).toContain('Tale Of Us');
    expect((await names('Tale Of Us'))[0]).toBe('Tale Of Us');
    expect(await names('tale')).toContain('Tale Of Us');
    expect(await names('STEPHAN BOD')).toContain('Stephan Bodzin');
    expect(await names('dj koze')).toEqual(expect.arrayContaining(['DJ Koze', 'dj koze']));
    expect(await names('100%')).toEqual(['100% Tech_House']);
    expect(await names('  ')).toHaveLength(all.length);
  });

  it('combines search, genre and sort', async () => {
    const page = await list('search=a&genre=Techno&order_by=track_count&order_direction=asc');
    // The search folds accents: "Âme" holds an "a".
    const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = all.filter(
      (artist) => folded(artist.name).includes('a') && artist.track_genres.includes('Techno'),
    );
    expect(ids(page.data)).toEqual(orderOf(expected, 'track_count', 'asc').slice(0, PAGE_SIZE));
    expect(page.pagination.total).toBe(expected.length);
  });

  it('answers only what lies strictly after an `after` value', async () => {
    const byName = await list('order_by=name&order_direction=asc&after=Dixon&limit=100');
    expect(ids(byName.data)).toEqual(
      orderOf(
        all.filter((artist) => artist.name.toLowerCase() > 'dixon'),
        'name',
        'asc',
      ),
    );
    expect(byName.pagination.total).toBe(byName.data.length);

    const bySets = await list('order_by=set_count&order_direction=desc&after=3&limit=100');
    expect(ids(bySets.data)).toEqual(
      orderOf(
        all.filter((artist) => artist.set_count < 3),
        'set_count',
        'desc',
      ),
    );
    // With after_id the items sharing the value and coming after that id are kept.
    const tied = orderOf(all, 'set_count', 'desc');
    const middle = all.find((artist) => artist.id === tied[10])!;
    const rest = await list(
      `order_by=set_count&order_direction=desc&after=${middle.set_count}&after_id=${middle.id}&limit=100`,
    );
    expect(ids(rest.data)).toEqual(tied.slice(11));
  });
});
