import { ErrorBodySchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seed: 'none' },
    {
      authLimits: { signInMethodLookupsPerAddressPerMinute: 3, registrationsPerAddressPerHour: 2 },
    },
  );
});

afterAll(async () => {
  await testApp.close();
});

function expectTooMany(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(ErrorBodySchema.parse(response.json()).code).toBe(429);
}

describe('limits per client address on the public users endpoints', () => {
  it('GET /api/users/un/…: 429 with Retry-After past the limit, known names or not; other addresses still answered', async () => {
    const lookUp = (username: string, remoteAddress: string) =>
      testApp.app.inject({ url: `/api/users/un/${username}`, remoteAddress });
    for (const name of ['a', 'b', 'c']) {
      expect((await lookUp(name, '203.0.113.7')).statusCode).toBe(404);
    }
    expectTooMany(await lookUp('d', '203.0.113.7'));
    expect((await lookUp('d', '203.0.113.8')).statusCode).toBe(404);
  });

  it('POST /api/users: 429 with Retry-After past the hourly registrations of one address', async () => {
    const register = (n: number, remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress,
        payload: {
          username: `user${n}`,
          email: `user${n}@example.com`,
          password: 'abc',
          auth_provider: 'web_client',
        },
      });
    expect((await register(1, '198.51.100.1')).statusCode).toBe(201);
    expect((await register(2, '198.51.100.1')).statusCode).toBe(201);
    expectTooMany(await register(3, '198.51.100.1'));
    expect((await register(3, '198.51.100.2')).statusCode).toBe(201);
  });
});
