import {
  ErrorBodySchema,
  GENRES,
  PAGE_SIZE,
  SetsPageSchema,
  ValidationErrorBodySchema,
  type SetSummary,
} from '@rabbithole/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SET_FIXTURES } from '../fixtures/sets.ts';
import { mockServer, setsHandlers } from '../node.ts';

const BASE = 'http://localhost/api/sets';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
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

  it('answers an invalid query with a 422 in the validation shape', async () => {
    const { status, body } = await getSets('?genre=Polka&offset=-1');
    expect(status).toBe(422);
    const parsed = ValidationErrorBodySchema.parse(body);
    expect(Object.keys(parsed.errors.query ?? {}).sort()).toEqual(['genre', 'offset']);
    expect(GENRES).not.toContain('Polka');
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
