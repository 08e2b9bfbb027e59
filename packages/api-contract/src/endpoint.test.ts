import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  defineEndpoint,
  errorResponses,
  pathOf,
  responsesOf,
  routePatternOf,
  securityOf,
  urlOf,
} from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { routes } from './routes.ts';
import { listSets, SetsQuerySchema } from './sets.ts';

const getComment = defineEndpoint({
  method: 'GET',
  path: '/sets/{setId}/posts/{id}',
  operationId: 'getComment',
  summary: 'A comment',
  tag: 'sets',
  access: 'optional-bearer',
  params: z.object({ setId: z.coerce.number(), id: z.coerce.number() }),
  responses: { 200: z.object({ id: z.number() }), ...errorResponses(404) },
});

describe('endpoint descriptions', () => {
  it('build the URL of a call: prefix, encoded params, query without empty values', () => {
    expect(urlOf(listSets)).toBe('/api/sets');
    expect(
      urlOf(listSets, { query: { genre: 'Bass / Club', offset: 20, search: undefined } }),
    ).toBe('/api/sets?genre=Bass%20%2F%20Club&offset=20');
    expect(urlOf(getComment, { params: { setId: 3, id: 'a/b' } }, 'http://h:1/')).toBe(
      'http://h:1/api/sets/3/posts/a%2Fb',
    );
    expect(() => pathOf(getComment, { setId: 3 })).toThrow(/missing param id/);
  });

  it('give Fastify and MSW one route pattern', () => {
    expect(routePatternOf(getComment)).toBe('/api/sets/:setId/posts/:id');
  });

  it('refuse a description whose params differ from the path or that has no one success', () => {
    const base = { method: 'GET', tag: 'sets', access: 'public', summary: 's' } as const;
    expect(() =>
      defineEndpoint({
        ...base,
        operationId: 'bad',
        path: '/sets/{id}',
        params: z.object({ setId: z.string() }) as never,
        responses: { 200: z.null() },
      }),
    ).toThrow(/params must be exactly/);
    expect(() =>
      defineEndpoint({ ...base, operationId: 'none', path: '/x', responses: {} }),
    ).toThrow(/exactly one success status/);
  });

  it('are listed once each, under unique operationIds and method + path pairs', () => {
    const all = Object.entries(endpoints);
    for (const [key, endpoint] of all) expect(endpoint.operationId).toBe(key);
    const pairs = all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('take their method and path from exactly one route each, which names them', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [key, endpoint] of Object.entries(endpoints)) {
      const { method, path, operationId } = endpoint;
      expect({ method, path, operationId }).toEqual(routes[key as keyof typeof routes]);
    }
  });
});

describe('list queries', () => {
  it('refuse a cursor that does not have the sort column type', () => {
    const bad = SetsQuerySchema.safeParse({ order_by: 'release_date', after: 'yesterday' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([['after']]);
    expect(SetsQuerySchema.safeParse({ after: '2024-05-01' }).success).toBe(true);
    expect(SetsQuerySchema.safeParse({ order_by: 'set_name', after: 'yesterday' }).success).toBe(
      true,
    );
  });
});

describe('responsesOf', () => {
  it('adds what the server may always answer: 422 for input, 400/413/415 for a body, 401 for credentials, 500', () => {
    const statuses = (endpoint: Parameters<typeof responsesOf>[0]) =>
      Object.keys(responsesOf(endpoint)).map(Number).sort();
    expect(statuses(getComment)).toEqual([200, 404, 422, 500]);
    expect(statuses(listSets)).toEqual([200, 422, 500]);
    expect(statuses({ ...getComment, params: undefined, access: 'bearer' })).toEqual([
      200, 401, 404, 500,
    ]);
    const postComment = {
      ...getComment,
      method: 'POST' as const,
      body: z.object({ text: z.string() }),
    };
    expect(statuses(postComment)).toEqual([200, 400, 404, 413, 415, 422, 500]);
  });

  it('maps access levels onto OpenAPI security requirements', () => {
    expect(securityOf('public')).toEqual([]);
    expect(securityOf('optional-bearer')).toEqual([{}, { bearerAuth: [] }]);
    expect(securityOf('bearer')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('basic')).toEqual([{ basicAuth: [] }]);
  });
});
