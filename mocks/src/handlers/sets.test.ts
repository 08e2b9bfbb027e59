import {
  ErrorBodySchema,
  GENRES,
  PAGE_SIZE,
  SetsPageSchema,
  ValidationErrorBodySchema,
  listSets,
  urlOf,
  validationErrorBody,
  type SetSummary,
} from '@rabbithole/api-contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeSet, SET_FIXTURES } from '../fixtures/sets.ts';
import { mockServer, resetMockStore, setsHandlers } from '../node.ts';

const BASE = urlOf(listSets, {}, 'http://localhost');

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

async function getSets(query = '') {
  const response = await fetch(`${BASE}${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('setsHandlers (default)', () => {
  it('pages by 20 with offset, count and total', async () => {
    const pages = await Promise.all([getSets(), getSets('?offset=20'), getSets('?offset=40')]);
    const parsed = pages.map(({ status, body }) => {
      expect(status).toBe(200);
      return SetsPageSchema.parse(body);
    });
    expect(parsed.map((p) => p.pagination)).toEqual([
      { offset: 0, count: PAGE_SIZE, total: 45 },
      { offset: 20, count: PAGE_SIZE, total: 45 },
      { offset: 40, count: 5, total: 45 },
    ]);
    const ids = parsed.flatMap((p) => p.data.map((set) => set.id));
    expect(new Set(ids).size).toBe(45);
  });

  it('sorts newest first by default and honours order_by / order_direction', async () => {
    const newest = SetsPageSchema.parse((await getSets()).body).data;
    const dates = newest.map((set) => set.release_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const byName = SetsPageSchema.parse(
      (await getSets('?order_by=set_meta.set_name&order_direction=asc&limit=100')).body,
    ).data.map((set) => set.set_name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
  });

  it('filters by genre and by search text', async () => {
    const genre = SET_FIXTURES.find((set) => set.genre)!.genre!;
    const filtered = SetsPageSchema.parse(
      (await getSets(`?genre=${encodeURIComponent(genre)}&limit=100`)).body,
    );
    const hasGenre = (set: SetSummary) => set.genre === genre || set.track_genres.includes(genre);
    expect(filtered.pagination.total).toBe(SET_FIXTURES.filter(hasGenre).length);
    expect(filtered.pagination.total).toBeGreaterThan(
      SET_FIXTURES.filter((set) => set.genre === genre).length,
    );
    expect(filtered.data.every(hasGenre)).toBe(true);

    const artist = SET_FIXTURES[3]!.artist_meta.name;
    const found = SetsPageSchema.parse((await getSets(`?search=${artist.toUpperCase()}`)).body);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((set) => set.artist.includes(artist))).toBe(true);
  });

  it('searches every name the contract says a set covers, credited artists included', async () => {
    mockServer.use(
      ...setsHandlers.withSets([
        makeSet({ id: 1, artist: 'Various Artists', artists: [{ id: 90, name: 'Hidden Credit' }] }),
        makeSet({ id: 2 }),
      ]),
    );
    const found = SetsPageSchema.parse((await getSets('?search=hidden%20credit')).body);
    expect(found.data.map((set) => set.id)).toEqual([1]);
  });

  it('pages by an after cursor in the sort column, as the server does', async () => {
    const all = SetsPageSchema.parse((await getSets('?limit=100')).body).data;
    const cursor = all[9]!.release_date;
    const after = SetsPageSchema.parse((await getSets(`?after=${cursor}&limit=100`)).body);
    expect(after.data.every((set) => set.release_date < cursor)).toBe(true);
    expect(after.pagination.total).toBe(all.filter((set) => set.release_date < cursor).length);

    const names = SetsPageSchema.parse(
      (await getSets('?order_by=set_name&order_direction=asc&after=M&limit=100')).body,
    ).data.map((set) => set.set_name.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name > 'm')).toBe(true);
  });

  it('answers an invalid query with a 422 in the validation shape', async () => {
    const { status, body } = await getSets('?genre=Polka&offset=-1');
    expect(status).toBe(422);
    const parsed = ValidationErrorBodySchema.parse(body);
    expect(Object.keys(parsed.errors.query ?? {}).sort()).toEqual(['genre', 'offset']);
    expect(GENRES).not.toContain('Polka');
  });

  it('refuses the cursors the server refuses, with the server’s body', async () => {
    const { status, body } = await getSets('?order_by=release_date&after=yesterday');
    expect(status).toBe(422);
    expect(body).toEqual(
      validationErrorBody('query', {
        after: ['Must be a date (YYYY-MM-DD) when sorting by release_date.'],
      }),
    );
  });
});

describe('setsHandlers variants', () => {
  it('.empty answers a valid page with nothing in it', async () => {
    mockServer.use(...setsHandlers.empty);
    const page = SetsPageSchema.parse((await getSets('?genre=Techno')).body);
    expect(page).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
  });

  it('.error answers 500 in the error shape', async () => {
    mockServer.use(...setsHandlers.error);
    const { status, body } = await getSets();
    expect(status).toBe(500);
    expect(ErrorBodySchema.parse(body).code).toBe(500);
  });

  it('.slow does not answer', async () => {
    mockServer.use(...setsHandlers.slow);
    const outcome = await Promise.race([
      fetch(BASE).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 300, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });

  it('.withSets serves the given catalogue', async () => {
    mockServer.use(...setsHandlers.withSets(SET_FIXTURES.slice(0, 3)));
    const page = SetsPageSchema.parse((await getSets()).body);
    expect(page.pagination.total).toBe(3);
  });
});
