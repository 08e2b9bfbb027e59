import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SetsPageSchema } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

// The guest read cache (plugins/app/read-cache): ETag and 304, a shared answer for guests only,
// never for a caller with Authorization, never for an error. Shown with GET /api/sets, an
// `optional-bearer` route that knows nothing of the cache.

let testApp: TestApp;

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url, headers });
const totalOf = (body: string) => SetsPageSchema.parse(JSON.parse(body)).pagination.total;

async function addSet(name: string) {
  await testApp.app.db.execute(sql`insert into sets (set_name, artist, release_date)
    values (${name}, 'Cache Tester', '2026-01-01')`);
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'demo' });
});

afterAll(async () => {
  await testApp.close();
});

describe('the guest read cache', () => {
  it('tags a guest answer and answers 304 to its tag', async () => {
    const first = await get('/api/sets?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toMatch(/Authorization/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    SetsPageSchema.parse(first.json());

    const again = await get('/api/sets?limit=3');
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const notModified = await get('/api/sets?limit=3', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    // A strong form of the same tag, or a list holding it, matches too.
    const listed = await get('/api/sets?limit=3', {
      'if-none-match': `"other", ${etag.slice(2)}`,
    });
    expect(listed.statusCode).toBe(304);
    expect((await get('/api/sets?limit=3', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('reuses a guest answer for a while, and shows a write after clear()', async () => {
    const before = await get('/api/sets?limit=1');
    await addSet('Cached Away');
    const cached = await get('/api/sets?limit=1');
    expect(cached.body).toBe(before.body);
    // Another URL is another answer, read from the database.
    expect(totalOf((await get('/api/sets?limit=2')).body)).toBe(totalOf(before.body) + 1);

    await testApp.app.readCache.clear();
    const fresh = await get('/api/sets?limit=1');
    expect(totalOf(fresh.body)).toBe(totalOf(before.body) + 1);
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
  });

  it('never answers nor stores for a caller with Authorization', async () => {
    const account = await createAccount(testApp.app, 'CacheReader');
    const { access_token } = await signIn(testApp.app, account);
    const guest = await get('/api/sets?limit=4');
    await addSet('Seen By Bearer');

    const signedIn = await get('/api/sets?limit=4', bearer(access_token));
    expect(signedIn.statusCode).toBe(200);
    expect(totalOf(signedIn.body)).toBe(totalOf(guest.body) + 1);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(String(signedIn.headers.vary)).toMatch(/Authorization/i);
    // …and the guests' answer is still the cached one, not the signed-in caller's.
    expect((await get('/api/sets?limit=4')).body).toBe(guest.body);
    // A bad token is refused even though a guest answer is cached for the URL.
    const refused = await get('/api/sets?limit=4', bearer('not-a-token'));
    expect(refused.statusCode).toBe(401);
  });

  it('never stores an error', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const invalid = await get('/api/sets?limit=0');
      expect(invalid.statusCode).toBe(422);
      expect(invalid.headers.etag).toBeUndefined();
      expect(invalid.headers['cache-control']).toBeUndefined();
    }
  });

  it('compresses cached answers like any other', async () => {
    await get('/api/sets?limit=50');
    const compressed = await get('/api/sets?limit=50', { 'accept-encoding': 'gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(String(compressed.headers.vary)).toMatch(/Authorization/i);
    expect(String(compressed.headers.vary)).toMatch(/Accept-Encoding/i);
  });

  it('answers every encoding from copies made once, each the same answer', async () => {
    const url = '/api/sets?limit=40';
    const plain = await get(url);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await get(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(gzip.headers.etag).toBe(plain.headers.etag);
      const identity = await get(url, { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
      expect(String(identity.headers.vary)).toMatch(/Accept-Encoding/i);
    }
  });

  it('makes one answer for concurrent misses of one URL', async () => {
    const url = '/api/sets?limit=7&offset=3';
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(answers[0]?.body);
      expect(response.headers.etag).toBe(answers[0]?.headers.etag);
    }
  });
});
