import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_SIZE } from '../../src/media/art-rendition.ts';
import { artSvg } from '../../src/seed/art.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';

// What Chromium sends for an <img>.
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let testApp: TestApp;
let artDir: string;

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  testApp.app.inject({ method, url, headers });

function drawArt(id: number, svg: string, modified: Date) {
  const file = join(artDir, `${id}.svg`);
  writeFileSync(file, svg);
  utimesSync(file, modified, modified);
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  artDir = join(testApp.config.mediaDir, 'art', 'sets');
  mkdirSync(artDir, { recursive: true });
  drawArt(7, artSvg('sets', 7, 'Techno'), new Date('2026-05-01'));
  drawArt(8, artSvg('sets', 8, 'House'), new Date('2026-05-01'));
  drawArt(9, '<svg this is not', new Date('2026-05-01'));
});

afterAll(async () => {
  await testApp.close();
});

describe('generated art asked for by a browser', () => {
  it('is a WebP of the picture at the same URL, varying by Accept', async () => {
    const art = await get('/media/art/sets/7.svg', { accept: BROWSER_IMAGE_ACCEPT });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/webp');
    expect(art.headers.vary).toBe('accept');
    expect(art.headers['cache-control']).toBe('public, max-age=3600');
    expect(art.headers['last-modified']).toBe('Fri, 01 May 2026 00:00:00 GMT');
    const picture = await sharp(art.rawPayload).metadata();
    expect(picture).toMatchObject({
      format: 'webp',
      width: RENDITION_SIZE,
      height: RENDITION_SIZE,
    });
    // Not a flat fill: the drawing's accents are there.
    const { channels } = await sharp(art.rawPayload).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(5);
  });

  it('is drawn once and then answered as kept, with a validator', async () => {
    const first = await get('/media/art/sets/8.svg', { accept: BROWSER_IMAGE_ACCEPT });
    const again = await get('/media/art/sets/8.svg', { accept: BROWSER_IMAGE_ACCEPT });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await get('/media/art/sets/8.svg', {
      accept: BROWSER_IMAGE_ACCEPT,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('is drawn again when the SVG changes (an import redraws it)', async () => {
    const before = await get('/media/art/sets/7.svg', { accept: BROWSER_IMAGE_ACCEPT });
    drawArt(7, artSvg('sets', 70, 'Nu Disco / Disco'), new Date('2026-06-01'));
    const after = await get('/media/art/sets/7.svg', { accept: BROWSER_IMAGE_ACCEPT });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(after.headers['last-modified']).toBe('Mon, 01 Jun 2026 00:00:00 GMT');
  });

  it('answers HEAD with the headers of the WebP', async () => {
    const head = await get('/media/art/sets/8.svg', { accept: BROWSER_IMAGE_ACCEPT }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });
});

describe('art asked for without WebP, or that cannot be drawn', () => {
  it('is the SVG for a client that does not take WebP', async () => {
    const art = await get('/media/art/sets/8.svg', { accept: 'image/svg+xml' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.headers.vary).toBe('accept');
    expect(art.body).toBe(artSvg('sets', 8, 'House'));
    expect((await get('/media/art/sets/8.svg')).headers['content-type']).toMatch(/^image\/svg/);
  });

  it('is the SVG as it is when it does not parse', async () => {
    const art = await get('/media/art/sets/9.svg', { accept: BROWSER_IMAGE_ACCEPT });
    expect(art.statusCode).toBe(200);
    expect(art.body).toBe('<svg this is not');
  });

  it('is a 404 for art that is not there, and renditions are not served by their own path', async () => {
    const missing = await get('/media/art/sets/404.svg', { accept: BROWSER_IMAGE_ACCEPT });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    await get('/media/art/sets/8.svg', { accept: BROWSER_IMAGE_ACCEPT });
    const direct = await get(`/media/.renditions/art/sets/8.svg.${RENDITION_SIZE}.webp`);
    expect(direct.statusCode).toBeGreaterThanOrEqual(400);
    expect(direct.statusCode).toBeLessThan(500);
    expect(direct.headers['content-type']).not.toBe('image/webp');
  });

  it('never reads outside the art folders', async () => {
    for (const url of [
      '/media/art/sets/..%2f..%2f..%2fetc%2fpasswd.svg',
      '/media/art/sets/%2e%2e/%2e%2e/secret.svg',
    ]) {
      const answer = await get(url, { accept: BROWSER_IMAGE_ACCEPT });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });
});
