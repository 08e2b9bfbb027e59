import {
  ARTIST_SORT_FIELDS,
  ErrorBodySchema,
  FEATURED_MAX,
  LABEL_SORT_FIELDS,
  TRACK_SORT_FIELDS,
  ValidationErrorBodySchema,
  endpoints,
  getSet,
  getSetTrackPlay,
  listArtistIds,
  listArtistLabels,
  listArtistRemixes,
  listArtistSets,
  listArtistTracks,
  listArtists,
  listFeaturedArtists,
  listFeaturedLabels,
  listFeaturedSets,
  listFeaturedTracks,
  listLabelArtists,
  listLabelSets,
  listLabelTracks,
  listLabels,
  listSetPosts,
  listTrackSets,
  listTracks,
  successSchemaOf,
  urlOf,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTIST_FIXTURES, LABEL_FIXTURES } from '../fixtures/catalog/people.ts';
import { TRACK_FIXTURES } from '../fixtures/catalog/music.ts';
import { mockServer, resetMockStore } from '../node.ts';

const origin = 'http://localhost';
/** The catalog's reads: every GET outside health, session and accounts. */
// The player's queue is the caller's own, as the users' tabs and notifications are, and the
// admin's ID search is an operator's: no catalog reads (their mocks have tests of their own,
// player-queue.test.ts, admin-ids.test.ts).
const NOT_CATALOG = ['health', 'session', 'users', 'player', 'notifications', 'admin'];
const CATALOG_GETS = Object.values(endpoints as Record<string, EndpointDescription>).filter(
  (endpoint) => endpoint.method === 'GET' && !NOT_CATALOG.includes(endpoint.tag),
);
/** An id that exists for each path's first segment (labels are numbered from 101). */
const knownId = (endpoint: EndpointDescription) => (endpoint.path.startsWith('/labels') ? 101 : 1);

type Query = Record<string, string | number>;

async function get(endpoint: EndpointDescription, query: Query = {}, id?: number | string) {
  const params = endpoint.path.includes('{id}') ? { id: id ?? knownId(endpoint) } : undefined;
  const response = await fetch(urlOf(endpoint, { params, query } as never, origin));
  return { status: response.status, body: (await response.json()) as unknown };
}

interface Listed {
  data: { id: number; [field: string]: unknown }[];
  pagination: { offset: number; count: number; total: number };
}

async function page(endpoint: EndpointDescription, query: Query = {}, id?: number) {
  const { status, body } = await get(endpoint, query, id);
  expect(status, JSON.stringify(body)).toBe(200);
  return successSchemaOf(endpoint).parse(body) as Listed;
}

/** Every item of a list, walked by offset as Load More does. */
async function walk(endpoint: EndpointDescription, query: Query = {}, id?: number) {
  const items: Listed['data'] = [];
  for (let offset = 0; ; offset += 20) {
    const { data, pagination } = await page(endpoint, { ...query, offset }, id);
    expect(pagination).toEqual({ offset, count: data.length, total: pagination.total });
    items.push(...data);
    if (offset + data.length >= pagination.total) return items;
  }
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

describe('every catalog read of the contract', () => {
  it('has a mock that answers a known id with a body its schema parses', async () => {
    expect(CATALOG_GETS.length).toBeGreaterThanOrEqual(24);
    for (const endpoint of CATALOG_GETS) {
      const { status, body } = await get(endpoint);
      expect(status, endpoint.operationId).toBe(200);
      expect(successSchemaOf(endpoint).safeParse(body).success, endpoint.operationId).toBe(true);
    }
  });

  it('answers 404 for an unknown id and 422 for an id that is not one', async () => {
    for (const endpoint of CATALOG_GETS.filter((e) => e.path.includes('{id}'))) {
      const missing = await get(endpoint, {}, 999_999);
      expect(missing.status, endpoint.operationId).toBe(404);
      expect(ErrorBodySchema.parse(missing.body).code).toBe(404);
      const bad = await get(endpoint, {}, 'abc');
      expect(bad.status, endpoint.operationId).toBe(422);
      expect(Object.keys(ValidationErrorBodySchema.parse(bad.body).errors.params ?? {})).toEqual([
        'id',
      ]);
    }
  });

  it('refuses bad query values with the server’s 422', async () => {
    for (const endpoint of CATALOG_GETS.filter((e) => e.query)) {
      const { status, body } = await get(endpoint, { offset: -1, limit: 1000 });
      expect(status, endpoint.operationId).toBe(422);
      const fields = Object.keys(ValidationErrorBodySchema.parse(body).errors.query ?? {});
      expect(fields.sort()).toEqual(['limit', 'offset']);
    }
    expect((await get(listArtists, { order_by: 'likes' })).status).toBe(422);
    expect((await get(listArtists, { order_by: 'set_count', after: 'many' })).status).toBe(422);
    expect((await get(listLabels, { after_id: 3 })).status).toBe(422);
    expect((await get(listTracks, { search: 'x'.repeat(201) })).status).toBe(422);
    // A repeated key arrives as an array, as Fastify parses it, and no field takes one.
    const repeated = await fetch(`${urlOf(listArtists, {}, origin)}?offset=1&offset=2`);
    expect(repeated.status).toBe(422);
    expect(
      Object.keys(ValidationErrorBodySchema.parse(await repeated.json()).errors.query ?? {}),
    ).toEqual(['offset']);
  });
});

describe('list rules, as the server applies them', () => {
  const lists = [
    ['listArtists', listArtists, ARTIST_SORT_FIELDS],
    ['listLabels', listLabels, LABEL_SORT_FIELDS],
    ['listTracks', listTracks, TRACK_SORT_FIELDS],
  ] as const;

  it.each(lists)(
    '%s sorts by every field both ways, the id breaking ties',
    async (_, endpoint, fields) => {
      for (const field of fields) {
        for (const direction of ['asc', 'desc'] as const) {
          const items = await walk(endpoint, { order_by: field, order_direction: direction });
          const key = (item: Listed['data'][number]) => {
            const value = item[field] ?? (field === 'release_date' ? '0001-01-01' : '');
            return typeof value === 'string' ? value.toLowerCase() : (value as number);
          };
          const sign = direction === 'asc' ? 1 : -1;
          const expected = [...items].sort(
            (a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id),
          );
          expect(items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
        }
      }
    },
  );

  it('pages by after (and after_id where values tie) without skipping or repeating', async () => {
    const all = await walk(listArtists, { order_by: 'set_count' });
    const seen: number[] = [];
    let cursor: Query = {};
    for (;;) {
      const { data } = await page(listArtists, { order_by: 'set_count', limit: 7, ...cursor });
      if (data.length === 0) break;
      seen.push(...data.map((artist) => artist.id));
      const last = data[data.length - 1] as { id: number; set_count: number };
      cursor = { after: last.set_count, after_id: last.id };
    }
    expect(seen).toEqual(all.map((artist) => artist.id));

    const titles = await page(listTracks, {
      order_by: 'track_meta.title',
      order_direction: 'asc',
      after: 'M',
      limit: 100,
    });
    expect(titles.data.every((track) => String(track.title).toLowerCase() > 'm')).toBe(true);
  });

  it('filters by genre and searches names without minding case or accents', async () => {
    const genre = 'Melodic House & Techno';
    const artists = await walk(listArtists, { genre });
    expect(artists.length).toBeGreaterThan(0);
    expect(artists.length).toBeLessThan(ARTIST_FIXTURES.length);
    expect(artists.every((a) => (a.track_genres as string[]).includes(genre))).toBe(true);
    const tracks = await walk(listTracks, { genre });
    expect(tracks.map((t) => t.id).sort((a, b) => a - b)).toEqual(
      TRACK_FIXTURES.filter((t) => t.genre === genre).map((t) => t.id),
    );
    expect((await page(listArtists, { search: 'TOMAS arr' })).data.map((a) => a.name)).toEqual([
      'Tomás Arriaga',
    ]);
    expect((await page(listLabels, { search: 'anjunadeep' })).data.map((l) => l.name)).toEqual([
      'Anjunadeep Garden',
    ]);
    const curators = await walk(listLabels, { sponsor_type: 'other' });
    expect(curators.length).toBe(LABEL_FIXTURES.filter((l) => l.sponsor_type === 'other').length);
    // A track is found by its remixer's name too.
    const remixes = await walk(listTracks, { search: 'remix' });
    expect(remixes.every((t) => t.mix_type === 'remix')).toBe(true);
  });
});

describe('counts and the tabs they open', () => {
  it('every artist count equals the total of its tab', async () => {
    for (const artist of ARTIST_FIXTURES) {
      const totals = await Promise.all(
        [listArtistSets, listArtistTracks, listArtistRemixes, listArtistIds, listArtistLabels].map(
          async (endpoint) => (await page(endpoint, {}, artist.id)).pagination.total,
        ),
      );
      expect(totals, artist.name).toEqual([
        artist.set_count,
        artist.track_count,
        artist.remix_count,
        artist.id_count,
        artist.label_count,
      ]);
    }
  });

  it('every label count equals the total of its tab', async () => {
    for (const label of LABEL_FIXTURES) {
      const totals = await Promise.all(
        [listLabelSets, listLabelTracks, listLabelArtists].map(
          async (endpoint) => (await page(endpoint, {}, label.id)).pagination.total,
        ),
      );
      expect(totals, label.name).toEqual([label.set_count, label.track_count, label.artist_count]);
    }
  });

  it('a track’s sets play it, and a set track plays from its start', async () => {
    const played = TRACK_FIXTURES.find((t) => t.mix_type === 'original_mix' && t.id > 10);
    const sets = await walk(listTrackSets, {}, played?.id);
    expect(sets.length).toBeGreaterThan(1);
    for (const { id } of sets) {
      const detail = successSchemaOf(getSet).parse((await get(getSet, {}, id)).body);
      const entry = detail.set_tracks.find((e) => e.track_meta_id === played?.id);
      expect(entry?.track_meta).toEqual(played);
      const play = await get(getSetTrackPlay, {}, entry?.id);
      expect(play.body).toEqual({ set_meta_id: id, start_time: entry?.start_time });
    }
  });

  it('features what has sets (artists, labels), identified tracks and last year’s sets', async () => {
    const artists = await walk(listFeaturedArtists);
    expect(artists.length).toBeGreaterThan(5);
    expect(artists.every((a) => Number(a.set_count) > 0)).toBe(true);
    expect((await walk(listFeaturedLabels)).every((l) => Number(l.set_count) > 0)).toBe(true);
    const tracks = await walk(listFeaturedTracks);
    expect(tracks.every((t) => t.mix_type !== 'ID')).toBe(true);
    // A shortlist: the 100 most liked of the catalog's 200 identified tracks.
    expect(tracks).toHaveLength(FEATURED_MAX);
    expect((await page(listFeaturedTracks, { offset: 95 })).pagination).toEqual({
      offset: 95,
      count: 5,
      total: FEATURED_MAX,
    });
    const sets = await walk(listFeaturedSets);
    const likes = sets.map((set) => Number(set.likes));
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('lists a set’s comments newest first', async () => {
    const posts = await walk(listSetPosts, {}, 1);
    expect(posts).toHaveLength(6);
    const times = posts.map((post) => String(post.timestamp));
    expect(times).toEqual([...times].sort().reverse());
    expect((await page(listSetPosts, {}, 3)).pagination.total).toBe(0);
  });
});
