import { ErrorBodySchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

const ALLOWED = 'https://studio.example.com';
const FOREIGN = 'https://evil.example.net';

let sameOrigin: TestApp;
let withList: TestApp;

beforeAll(async () => {
  sameOrigin = await buildTestApp({ seed: 'none' });
  withList = await buildTestApp({ seed: 'none', corsOrigins: [ALLOWED, 'http://localhost:5173'] });
});

afterAll(async () => {
  await sameOrigin.close();
  await withList.close();
});

const get = (testApp: TestApp, origin: string) =>
  testApp.app.inject({ url: '/api/healthz', headers: { origin } });

const preflight = (testApp: TestApp, origin: string) =>
  testApp.app.inject({
    method: 'OPTIONS',
    url: '/api/sets',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

/** A refused preflight: the 404 of an unknown route, in the error shape, with no CORS header. */
function expectRefused(response: Awaited<ReturnType<typeof preflight>>) {
  expect(corsHeaders(response.headers)).toEqual([]);
  expect(response.statusCode).toBe(404);
  ErrorBodySchema.parse(response.json());
}

describe('CORS', () => {
  it('is same-origin by default: another origin gets no CORS header, its preflight nothing', async () => {
    const response = await get(sameOrigin, ALLOWED);
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response.headers)).toEqual([]);
    expectRefused(await preflight(sameOrigin, ALLOWED));
  });

  it('lets a listed origin call the API, without credentials', async () => {
    const response = await get(withList, ALLOWED);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-expose-headers']).toBe('X-Request-Id, Retry-After');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('lets a listed origin read error answers too', async () => {
    const response = await withList.app.inject({
      url: '/api/sets?offset=-1',
      headers: { origin: ALLOWED },
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('answers a listed origin’s preflight with the methods and headers the API takes', async () => {
    const response = await preflight(withList, 'http://localhost:5173');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(response.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, X-Request-Id',
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives an origin not on the list nothing, though others are allowed', async () => {
    for (const origin of [FOREIGN, `${ALLOWED}.evil.net`, 'http://studio.example.com', 'null']) {
      const response = await get(withList, origin);
      expect(response.statusCode, origin).toBe(200);
      expect(corsHeaders(response.headers), origin).toEqual([]);
      expectRefused(await preflight(withList, origin));
    }
  });

  it('changes nothing for a request without Origin (same-origin pages, curl)', async () => {
    const response = await withList.app.inject({ url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response.headers)).toEqual([]);
  });
});
