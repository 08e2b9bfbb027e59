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

describe('GET /api/sets with bad query values', () => {
  it.each([
    ['order_by=nope', 'order_by'],
    ['order_by=set_meta.nope', 'order_by'],
    ['order_direction=up', 'order_direction'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=1.5', 'offset'],
    ['genre=Polka', 'genre'],
    [`search=${'x'.repeat(500)}`, 'search'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['order_by=release_date&after=yesterday', 'after'],
  ])('%s → 422 naming errors.query.%s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/sets?${query}` });
    expect(response.statusCode).toBe(422);
    const body = ValidationErrorBodySchema.parse(response.json());
    expect(body.code).toBe(422);
    expect(Object.keys(body.errors.query ?? {})).toEqual([field]);
    expect(body.errors.query?.[field]?.[0]).toEqual(expect.any(String));
  });

  it('reports every bad field at once', async () => {
    const response = await testApp.app.inject({ url: '/api/sets?offset=-1&order_by=nope' });
    const body = ValidationErrorBodySchema.parse(response.json());
    expect(Object.keys(body.errors.query ?? {}).sort()).toEqual(['offset', 'order_by']);
  });

  it('ignores unknown query keys and answers an empty catalog with an empty page', async () => {
    const response = await testApp.app.inject({ url: '/api/sets?utm_source=mail&foo=bar' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
  });
});
