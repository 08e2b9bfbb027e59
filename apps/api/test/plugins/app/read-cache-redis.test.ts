import { randomInt } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { SetsPageSchema } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import {
  appWithoutRedis,
  expectRedisReachable,
  TEST_REDIS_URL as REDIS_URL,
} from '../../helpers/redis.ts';

// The guest read cache in Redis (REDIS_URL): one answer shared by every server process, and a
// Redis that is down costs nothing but the cache.

const totalOf = (body: string) => SetsPageSchema.parse(JSON.parse(body)).pagination.total;

describe('the read cache in Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await expectRedisReachable(REDIS_URL);
    // Two server processes on one Redis, each with its own database (the same demo catalog).
    first = await buildTestApp({ seed: 'demo', redisUrl: REDIS_URL });
    second = await buildTestApp({ seed: 'demo', redisUrl: REDIS_URL });
  });

  afterAll(async () => {
    for (const server of [first, second] as (TestApp | undefined)[]) await server?.close();
  });

  it('shares one guest answer between processes, and clear() empties it for all', async () => {
    // A URL of this run only (an unknown key is ignored, but keys the cache): answers of other
    // runs never leak in. A full page, so the answer is big enough to be compressed.
    const url = `/api/sets?limit=20&run=${randomInt(100_000, 1_000_000)}`;
    const answered = await first.app.inject({ url });
    expect(answered.statusCode).toBe(200);
    await second.app.db.execute(sql`insert into sets (set_name, artist, release_date)
      values ('Only On Second', 'Cache Tester', '2026-01-01')`);

    const shared = await second.app.inject({ url });
    expect(shared.body).toBe(answered.body);
    expect(shared.headers.etag).toBe(answered.headers.etag);
    // The compressed copies travel with it.
    const compressed = await second.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(answered.body);
    const revalidated = await second.app.inject({
      url,
      headers: { 'if-none-match': String(answered.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    await first.app.readCache.clear();
    const fresh = await second.app.inject({ url });
    expect(totalOf(fresh.body)).toBe(totalOf(answered.body) + 1);
  });
});

describe('an unreachable Redis', () => {
  it('answers guest reads from the database and logs why', async () => {
    const { testApp, logs } = await appWithoutRedis();
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await testApp.app.inject({ url: '/api/sets' });
        expect(response.statusCode).toBe(200);
        expect(SetsPageSchema.parse(response.json()).pagination.total).toBe(0);
      }
      expect(logs.logged(40, 'Read cache (Redis at REDIS_URL) unreachable')).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});
