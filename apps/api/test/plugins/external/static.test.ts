import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

const INDEX = '<!doctype html><title>Rabbithole</title>';
const SCRIPT = 'console.log("rabbithole");'.repeat(20);
const WORKER = 'self.addEventListener("fetch", () => {});'.repeat(40);
const MANIFEST = JSON.stringify({ name: 'Rabbithole', start_url: '/home', display: 'standalone' });
const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

let web: string;
let testApp: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'rabbithole-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, 'assets/app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(web, 'assets/app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(web, 'sw.js'), WORKER);
  writeFileSync(join(web, 'sw.js.br'), brotliCompressSync(WORKER));
  writeFileSync(join(web, 'manifest.webmanifest'), MANIFEST);
  testApp = await buildTestApp({ seed: 'none', webDist: web });
  mkdirSync(join(testApp.config.mediaDir, 'audio'), { recursive: true });
  writeFileSync(join(testApp.config.mediaDir, 'audio/set.mp3'), AUDIO);
  writeFileSync(join(testApp.config.dataDir, 'secret.txt'), 'do not serve');
  unbuilt = await buildTestApp({ seed: 'none' });
});

afterAll(async () => {
  await testApp.close();
  await unbuilt.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('serves hashed assets as immutable and the precompressed .br when accepted', async () => {
    const plain = await get(testApp, '/assets/app-1a2b3c.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);

    const br = await get(testApp, '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it('serves /sw.js at the root as JavaScript that is revalidated on every use, never immutable', async () => {
    for (const encoding of ['identity', 'gzip, br']) {
      const response = await get(testApp, '/sw.js', { 'accept-encoding': encoding });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
      expect(response.headers['content-type'], encoding).toBe('text/javascript; charset=utf-8');
    }
    const hashed = await get(testApp, '/assets/app-1a2b3c.js');
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves the web app manifest with its own media type', async () => {
    const response = await get(testApp, '/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Rabbithole' });
  });

  it('serves index.html with no-cache, for / and as the fallback of client-side routes', async () => {
    for (const url of ['/', '/sets?genre=Techno', '/artists/12']) {
      const response = await get(testApp, url, { accept: 'text/html,*/*' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('sends the app shell to a session cookie when no renderer is built, varying by Cookie', async () => {
    const response = await get(testApp, '/sets', {
      accept: 'text/html',
      cookie: 'other=1; rh_session=some.token',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers.vary).toMatch(/\bcookie\b/i);
  });

  it('does not answer missing files or API paths with index.html', async () => {
    const asset = await get(testApp, '/assets/missing.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
    const api = await get(testApp, '/api/unknown', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('says the web app is not built when WEB_DIST is missing', async () => {
    const response = await get(unbuilt, '/sets', { accept: 'text/html' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('web app not built; run npm run build');
    expect((await get(unbuilt, '/api/healthz')).statusCode).toBe(200);
  });
});

describe('/media', () => {
  it('serves byte ranges with 206 and the exact bytes', async () => {
    const response = await get(testApp, '/media/audio/set.mp3', { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(response.rawPayload).toEqual(AUDIO.subarray(100, 200));
  });

  it('answers 416 for a range past the end', async () => {
    const response = await get(testApp, '/media/audio/set.mp3', { range: 'bytes=5000-6000' });
    expect(response.statusCode).toBe(416);
  });

  it('refuses path traversal and directory listings', async () => {
    for (const url of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/audio/']) {
      const response = await get(testApp, url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('do not serve');
      expect(response.body).not.toContain('set.mp3');
    }
  });
});
