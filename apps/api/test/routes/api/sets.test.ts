import {
  GENRES,
  PAGE_SIZE,
  SET_SORT_FIELDS,
  SetsPageSchema,
  type SetSortField,
  type SetSummary,
  type SetsPage,
} from '@rabbithole/api-contract';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { insertMusicFixture, SETS } from './music-fixture.ts';

let testApp: TestApp;
/** Every fixture set, in the API's default order: the oracle the other answers are checked against. */
let all: SetSummary[];

async function getSets(query: string): Promise<SetsPage> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/sets?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  // The acceptance rule: real answers and mocks are validated by the same contract schema.
  return SetsPageSchema.parse(response.json());
}

/** Pages of 4, so the small fixture still makes several pages. */
const WALK_SIZE = 4;

/** Pages through a list with offset until `total` is reached, as the Load More button does. */
async function walk(query: string): Promise<{ ids: number[]; totals: Set<number> }> {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += WALK_SIZE) {
    const page = await getSets(`${query}&limit=${WALK_SIZE}&offset=${offset}`);
    totals.add(page.pagination.total);
    expect(page.pagination.offset).toBe(offset);
    expect(page.pagination.count).toBe(page.data.length);
    ids.push(...page.data.map((set) => set.id));
    if (offset + page.pagination.count >= page.pagination.total) return { ids, totals };
  }
}

// The server compares lower(x) COLLATE "C": code point order of the lower-cased text.
const text = (value: string | null | undefined) => (value ?? '').toLowerCase();
const SORT_KEY: Record<SetSortField, (set: SetSummary) => string> = {
  artist: (set) => text(set.artist),
  set_name: (set) => text(set.set_name),
  sponsor: (set) => text(set.set_sponsors[0]?.sponsor),
  genre: (set) => text(set.genre),
  release_date: (set) => set.release_date,
};

function expectedOrder(field: SetSortField, direction: 'asc' | 'desc', sets = all): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const key = SORT_KEY[field];
  return [...sets]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return sign * (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id);
    })
    .map((set) => set.id);
}

const matchesSearch = (set: SetSummary, search: string) =>
  [set.set_name, set.artist, ...set.artists.map((a) => a.name)]
    .concat(set.set_sponsors.map((s) => s.sponsor))
    .some((value) => value.toLowerCase().includes(search.toLowerCase()));

/** Two more sets whose names hold the LIKE wildcards, each with a credit and six tracks. */
const WILDCARD_SETS = [
  { id: 100, name: '100% Vinyl Hour', tracks: [61, 62, 1, 2, 3, 4] },
  { id: 101, name: 'B_Side Sessions', tracks: [5, 6, 7, 8, 9, 10] },
];

beforeAll(async () => {
  // Its own small catalog (music-fixture.ts), not the demo one, which changes.
  testApp = await buildTestApp({ seed: 'none' });
  const db = testApp.app.db;
  await insertMusicFixture(db);
  for (const set of WILDCARD_SETS) {
    await db.execute(sql`insert into sets (id, set_name, artist, release_date, genre)
      values (${set.id}, ${set.name}, 'Tale Of Us', '2024-02-02', 'Techno')`);
    await db.execute(sql`insert into set_artists (set_id, artist_id) values (${set.id}, 1)`);
    for (const [index, track] of set.tracks.entries()) {
      await db.execute(sql`insert into set_tracks (set_id, track_id, track_position, start_time)
        values (${set.id}, ${track}, ${index + 1}, ${index * 1000})`);
    }
  }
  const page = await getSets('limit=100');
  all = page.data;
  expect(page.pagination.total).toBe(all.length);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/sets', () => {
  it('answers the first page (up to 20) with the contract shape and guest user fields empty', async () => {
    const page = await getSets('');
    expect(all.length).toBe(SETS.length + WILDCARD_SETS.length);
    expect(page.data).toHaveLength(Math.min(PAGE_SIZE, all.length));
    expect(page.pagination).toEqual({ offset: 0, count: page.data.length, total: all.length });
    for (const set of page.data) {
      expect(set.user_likes).toBeNull();
      expect(set.user_fav).toBeNull();
      expect(set.track_count).toBeGreaterThanOrEqual(6);
      expect(set.track_confirmed_count).toBeLessThanOrEqual(set.track_count);
      expect(set.artists.length).toBeGreaterThan(0);
      expect(set.sponsor_id).toBe(set.set_sponsors[0]?.sponsor_id ?? null);
    }
    expect(all.some((set) => set.track_confirmed_count < set.track_count)).toBe(true);
  });

  it('compresses the JSON when the client accepts it', async () => {
    const response = await testApp.app.inject({
      url: '/api/sets',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const body: unknown = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(SetsPageSchema.parse(body).data).toHaveLength(Math.min(PAGE_SIZE, all.length));
  });

  it('sorts by release_date, newest first, by default', async () => {
    const page = await getSets('');
    expect(page.data.map((set) => set.id)).toEqual(
      expectedOrder('release_date', 'desc').slice(0, PAGE_SIZE),
    );
  });

  describe.each(
    SET_SORT_FIELDS.flatMap(
      (field) =>
        [
          [field, 'asc'],
          [field, 'desc'],
        ] as const,
    ),
  )('order_by=%s&order_direction=%s', (field, direction) => {
    it('walks every page in order with no duplicates or gaps', async () => {
      const { ids, totals } = await walk(`order_by=${field}&order_direction=${direction}`);
      expect([...totals]).toEqual([all.length]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expectedOrder(field, direction));
    });
  });

  it('accepts the set_meta.<field> form of order_by', async () => {
    const page = await getSets('order_by=set_meta.set_name&order_direction=asc');
    expect(page.data.map((set) => set.id)).toEqual(
      expectedOrder('set_name', 'asc').slice(0, PAGE_SIZE),
    );
  });

  it('pages with offset and limit, reporting count and total', async () => {
    const page = await getSets('offset=8&limit=4');
    const expected = expectedOrder('release_date', 'desc').slice(8, 12);
    expect(page.data.map((set) => set.id)).toEqual(expected);
    expect(page.pagination).toEqual({ offset: 8, count: expected.length, total: all.length });

    const beyond = await getSets('offset=500');
    expect(beyond).toEqual({ data: [], pagination: { offset: 500, count: 0, total: all.length } });

    // Past the end of a filtered list the total is still that list's, not the catalog's.
    const techno = all.filter(
      (set) => set.genre === 'Techno' || set.track_genres.includes('Techno'),
    );
    const filteredBeyond = await getSets(`genre=Techno&offset=${techno.length}`);
    expect(filteredBeyond.data).toEqual([]);
    expect(filteredBeyond.pagination.total).toBe(techno.length);
  });

  it('filters by genre, matching the set genre or any of its track genres', async () => {
    for (const genre of GENRES) {
      const expected = all.filter((set) => set.genre === genre || set.track_genres.includes(genre));
      const page = await getSets(`limit=100&genre=${encodeURIComponent(genre)}`);
      expect(page.data.map((set) => set.id).sort((a, b) => a - b)).toEqual(
        expected.map((set) => set.id).sort((a, b) => a - b),
      );
    }
    const viaTracksOnly = all.find((set) => set.track_genres.some((g) => g !== set.genre));
    const trackGenre = viaTracksOnly?.track_genres.find((g) => g !== viaTracksOnly.genre);
    const page = await getSets(`limit=100&genre=${encodeURIComponent(trackGenre ?? '')}`);
    expect(page.data.map((set) => set.id)).toContain(viaTracksOnly?.id);
  });

  it('searches set names, artist names and curators, case-insensitively and partially', async () => {
    const artistName = all[0]?.artists[0]?.name ?? '';
    const curator = all.find((set) => set.set_sponsors.length > 0)?.set_sponsors[0]?.sponsor ?? '';
    for (const search of ['VINYL', 'inyl h', artistName.toUpperCase(), curator.slice(2, 9)]) {
      const page = await getSets(`limit=100&search=${encodeURIComponent(search)}`);
      const expected = all.filter((set) => matchesSearch(set, search)).map((set) => set.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(page.data.map((set) => set.id).sort((a, b) => a - b)).toEqual(
        expected.sort((a, b) => a - b),
      );
    }
  });

  it('treats % and _ in search text literally', async () => {
    const percent = await getSets(`limit=100&search=${encodeURIComponent('%')}`);
    expect(percent.data.map((set) => set.set_name)).toEqual(['100% Vinyl Hour']);
    const underscore = await getSets(`limit=100&search=${encodeURIComponent('_')}`);
    expect(underscore.data.map((set) => set.set_name)).toEqual(['B_Side Sessions']);
    const quote = await getSets(`search=${encodeURIComponent("'; drop table sets; --")}`);
    expect(quote.pagination.total).toBe(0);
    expect((await getSets('')).pagination.total).toBe(all.length);
  });

  it('continues after a keyset cursor: items strictly after the given sort value', async () => {
    const byName = expectedOrder('set_name', 'asc');
    const first = await getSets('order_by=set_meta.set_name&order_direction=asc');
    const last = first.data.at(-1)?.set_name ?? '';
    const next = await getSets(
      `order_by=set_meta.set_name&order_direction=asc&after=${encodeURIComponent(last)}`,
    );
    const expected = byName.filter((id) => {
      const name = text(all.find((set) => set.id === id)?.set_name);
      return name > last.toLowerCase();
    });
    expect(next.data.map((set) => set.id)).toEqual(expected.slice(0, PAGE_SIZE));
    expect(next.pagination.total).toBe(expected.length);
    expect(next.data.some((set) => first.data.some((seen) => seen.id === set.id))).toBe(false);
  });

  it('answers the Discover Sets acceptance query', async () => {
    const search = 'e';
    const page = await getSets(
      `order_by=set_name&order_direction=asc&offset=1&limit=3&genre=Techno&search=${search}`,
    );
    const matching = all.filter(
      (set) =>
        (set.genre === 'Techno' || set.track_genres.includes('Techno')) &&
        matchesSearch(set, search),
    );
    const expected = expectedOrder('set_name', 'asc', matching).slice(1, 4);
    expect(page.data.map((set) => set.id)).toEqual(expected);
    expect(page.pagination).toEqual({ offset: 1, count: expected.length, total: matching.length });
  });
});
