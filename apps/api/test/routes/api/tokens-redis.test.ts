import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, postTokens, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  appWithoutRedis,
  expectRedisReachable,
  TEST_REDIS_URL as REDIS_URL,
} from '../../helpers/redis.ts';

// The shared store design.md section 2 names for several server processes.

describe('rate limits in Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await expectRedisReachable(REDIS_URL);
    // One prefix for this run only: counts from other runs or tests never leak in.
    const authLimits = { keyPrefix: `rabbithole-test-${randomUUID()}`, failuresPerUsername: 4 };
    first = await buildTestApp({ seed: 'none', redisUrl: REDIS_URL }, { authLimits });
    // A second server on the same Redis (with its own database: the account is made in both).
    second = await buildTestApp({ seed: 'none', redisUrl: REDIS_URL }, { authLimits });
  });

  afterAll(async () => {
    // Either is unset when the start failed (Redis not running, say).
    for (const server of [first, second] as (TestApp | undefined)[]) await server?.close();
  });

  it('are shared by every server process: failures on one lock the username on the other', async () => {
    await createAccount(first.app, 'Shared');
    const onSecond = await createAccount(second.app, 'Shared');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await postTokens(first.app, 'Shared', 'wrong')).statusCode).toBe(401);
      expect((await postTokens(second.app, 'Shared', 'wrong')).statusCode).toBe(401);
    }
    const locked = await postTokens(second.app, 'Shared', onSecond.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postTokens(first.app, 'Shared', 'wrong')).statusCode).toBe(429);
  });

  it('let the username sign in again once its failures are cleared', async () => {
    const account = await createAccount(first.app, 'Cleared');
    expect((await postTokens(second.app, 'Cleared', 'wrong')).statusCode).toBe(401);
    await signIn(first.app, account);
  });
});

describe('an unreachable Redis', () => {
  it('answers sign-ins 503 with a reason and logs why, instead of a silent 500', async () => {
    const { testApp, logs } = await appWithoutRedis();
    try {
      const response = await postTokens(testApp.app, 'anyone', 'password');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({
        code: 503,
        message: 'Service Unavailable',
        description:
          'The server cannot check its request limits right now. Please try again shortly.',
      });
      expect(logs.logged(50, 'Rate-limit store (Redis at REDIS_URL) unreachable')).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});
