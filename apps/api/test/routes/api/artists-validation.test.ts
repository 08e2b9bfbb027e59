import {
  ArtistsPageSchema,
  LabelsPageSchema,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

/** 422 for bad values on every artists and labels endpoint (and never a 5xx), on an empty catalog. */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
});

afterAll(async () => {
  await testApp.close();
});

async function expect422(url: string, location: 'query' | 'params', fields: string[]) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
  const body = ValidationErrorBodySchema.parse(response.json());
  expect(Object.keys(body.errors[location] ?? {}).sort()).toEqual(fields);
  for (const field of fields)
    expect(body.errors[location]?.[field]?.[0]).toEqual(expect.any(String));
}

const LISTS = ['/api/artists', '/api/labels', '/api/artists/1/labels', '/api/labels/1/artists'];

describe.each(LISTS)('GET %s with bad query values', (path) => {
  const countField = path.endsWith('labels') ? 'artist_count' : 'remix_count';
  it.each([
    ['order_by=nope', ['order_by']],
    ['order_by=set_meta.name', ['order_by']],
    ['order_direction=up', ['order_direction']],
    ['offset=-1', ['offset']],
    ['offset=abc', ['offset']],
    ['offset=1.5', ['offset']],
    ['offset=99999999999999999999', ['offset']],
    ['limit=0', ['limit']],
    ['limit=101', ['limit']],
    ['genre=Polka', ['genre']],
    ['genre=Techno&genre=House', ['genre']],
    ['search=a&search=b', ['search']],
    [`search=${'x'.repeat(201)}`, ['search']],
    ['search=%00', ['search']],
    ['search=a%0Ab', ['search']],
    ['after=%7F', ['after']],
    [`order_by=${countField}&after=Dixon`, ['after']],
    ['order_by=set_count&after=-1', ['after']],
    ['order_by=set_count&after=12345678901', ['after']],
    ['order_by=name&after=x&after_id=0', ['after_id']],
    ['after_id=3', ['after_id']],
    ['offset=-1&order_by=nope', ['offset', 'order_by']],
  ])('?%s → 422 naming %j', async (query, fields) => {
    await expect422(`${path}?${query}`, 'query', fields);
  });
});

describe('unknown query keys and harmless text', () => {
  it.each(['/api/artists', '/api/labels'])(
    '%s ignores unknown keys and answers unicode search',
    async (path) => {
      for (const query of [
        'utm_source=mail',
        'search=%F0%9F%8E%B5',
        'search=%C3%A2me',
        'search=%25_%5C',
      ]) {
        const response = await testApp.app.inject({ url: `${path}?${query}` });
        expect(response.statusCode, query).toBe(200);
        const schema = path === '/api/artists' ? ArtistsPageSchema : LabelsPageSchema;
        expect(schema.parse(response.json())).toEqual({
          data: [],
          pagination: { offset: 0, count: 0, total: 0 },
        });
      }
    },
  );
});

describe('bad ids and paging of details and featured lists', () => {
  it.each([
    '/api/artists/abc',
    '/api/artists/0',
    '/api/artists/-1',
    '/api/artists/1.5',
    '/api/artists/2147483648',
    '/api/labels/1e3x',
    '/api/labels/99999999999999999999',
    '/api/artists/abc/labels',
    '/api/labels/0/artists',
  ])('%s → 422 naming errors.params.id', async (url) => {
    await expect422(url, 'params', ['id']);
  });

  it.each(['/api/featured/artists', '/api/featured/labels'])(
    '%s pages only within bounds',
    async (path) => {
      await expect422(`${path}?offset=-1`, 'query', ['offset']);
      await expect422(`${path}?limit=500`, 'query', ['limit']);
      await expect422(`${path}?limit=1&limit=2`, 'query', ['limit']);
      const response = await testApp.app.inject({ url: `${path}?unknown=1` });
      expect(response.statusCode).toBe(200);
    },
  );

  it('answers 404, not 422, for well-formed ids nothing has', async () => {
    for (const url of [
      '/api/artists/5',
      '/api/labels/5',
      '/api/artists/5/labels',
      '/api/labels/5/artists',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
