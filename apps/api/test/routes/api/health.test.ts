import { ErrorBodySchema } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
});

afterAll(async () => {
  await testApp.close();
});

describe('health, errors and request ids', () => {
  it('GET /api/healthz and /api/readyz answer ok while the database is up', async () => {
    for (const url of ['/api/healthz', '/api/readyz']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers an unknown /api path with a JSON 404, even when the client asks for HTML', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await testApp.app.inject({ url: '/api/nope', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(ErrorBodySchema.parse(response.json()).code).toBe(404);
    }
  });

  it('publishes an OpenAPI document generated from the contract schemas', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    const parameters = document.paths['/api/sets']?.get?.parameters ?? [];
    expect(parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['offset', 'limit', 'order_by', 'order_direction', 'search', 'genre']),
    );
  });

  it('tags every response with a request id, echoing a well-formed incoming one', async () => {
    const generated = await testApp.app.inject({ url: '/api/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await testApp.app.inject({
      url: '/api/healthz',
      headers: { 'x-request-id': 'edge-1234.abc' },
    });
    expect(echoed.headers['x-request-id']).toBe('edge-1234.abc');
    const refused = await testApp.app.inject({
      url: '/api/healthz',
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a failing query with a 500 that leaks no SQL, stack or internal message', async () => {
    // A real failure: the table the list reads is gone.
    await testApp.app.db.execute(sql`alter table set_sponsors rename to set_sponsors_gone`);
    try {
      const response = await testApp.app.inject({ url: '/api/sets?order_by=sponsor' });
      expect(response.statusCode).toBe(500);
      const body = ErrorBodySchema.parse(response.json());
      expect(body).toMatchObject({ code: 500, message: 'Internal Server Error' });
      expect(body.description).toContain(String(response.headers['x-request-id']));
      expect(response.body).not.toMatch(/set_sponsors|select|relation|at .*\.ts|stack/i);
    } finally {
      await testApp.app.db.execute(sql`alter table set_sponsors_gone rename to set_sponsors`);
    }
  });

  it('GET /api/readyz answers 503 once the database is unreachable', async () => {
    const separate = await buildTestApp({ seed: 'none' });
    try {
      await separate.app.database.close();
      const response = await separate.app.inject({ url: '/api/readyz' });
      expect(response.statusCode).toBe(503);
      expect(ErrorBodySchema.parse(response.json()).code).toBe(503);
    } finally {
      await separate.close();
    }
  });
});
