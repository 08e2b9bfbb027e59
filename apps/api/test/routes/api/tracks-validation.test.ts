import { ValidationErrorBodySchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
});

afterAll(async () => {
  await testApp.close();
});

/** Every list of tracks or sets music serves, with a parent that does not need to exist. */
const LISTS = [
  '/api/tracks',
  '/api/artists/1/tracks',
  '/api/artists/1/remixes',
  '/api/artists/1/ids',
  '/api/labels/1/tracks',
  '/api/tracks/1/sets',
  '/api/artists/1/sets',
  '/api/labels/1/sets',
];

describe.each(LISTS)('GET %s with bad query values', (path) => {
  it.each([
    ['order_by=nope', 'order_by'],
    ['order_by=track_meta.nope', 'order_by'],
    ['order_direction=up', 'order_direction'],
    ['offset=-1', 'offset'],
    ['offset=1e400', 'offset'],
    ['offset=99999999999999999999', 'offset'],
    ['offset=1.5', 'offset'],
    ['offset=1&offset=2', 'offset'],
    ['genre=Polka', 'genre'],
    ['genre=Techno%00', 'genre'],
    [`search=${'x'.repeat(500)}`, 'search'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['order_by=release_date&after=yesterday', 'after'],
  ])('%s → 422 naming errors.query.%s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `${path}?${query}` });
    expect(response.statusCode, response.body).toBe(422);
    const body = ValidationErrorBodySchema.parse(response.json());
    expect(Object.keys(body.errors.query ?? {})).toEqual([field]);
  });
});

describe('GET /api/tracks on an empty catalog', () => {
  it('answers an empty page, ignoring unknown keys', async () => {
    const response = await testApp.app.inject({ url: '/api/tracks?utm_source=mail' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
  });

  it('answers 404 for sub-lists of parents that do not exist', async () => {
    for (const path of LISTS.slice(1)) {
      const response = await testApp.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('refuses first_heard_date on lists other than IDs, and accepts it on IDs', async () => {
    const tracks = await testApp.app.inject({ url: '/api/tracks?order_by=first_heard_date' });
    expect(tracks.statusCode).toBe(422);
    const ids = await testApp.app.inject({
      url: '/api/artists/1/ids?order_by=track_meta.first_heard_date&after=2024-01-01',
    });
    expect(ids.statusCode).toBe(404);
  });
});
