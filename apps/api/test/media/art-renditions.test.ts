import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArtRenditions, RENDITION_SIZE } from '../../src/media/art-rendition.ts';
import { ART_RENDITIONS_READY } from '../../src/plugins/app/media/art-renditions.ts';
import { artSvg } from '../../src/seed/art.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { ART_RENDITIONS_READY as ART_RENDITIONS_READY_LINE } from '@rabbithole/test-support';

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

describe('renditions prepared ahead', () => {
  const DRAWING_LIMIT = 150_000;
  const keptRendition = (mediaDir: string, path: string) =>
    join(mediaDir, '.renditions', `${path}.${RENDITION_SIZE}.webp`);

  function mediaFolder(pictures: Record<string, string>) {
    const mediaDir = mkdtempSync(join(tmpdir(), 'rabbithole-art-'));
    for (const [path, svg] of Object.entries(pictures)) {
      mkdirSync(join(mediaDir, path, '..'), { recursive: true });
      writeFileSync(join(mediaDir, path), svg);
    }
    return mediaDir;
  }

  it('are drawn once, kept as a request keeps them, and not drawn again', async () => {
    const mediaDir = mediaFolder({
      'art/sets/1.svg': artSvg('sets', 1, 'Techno'),
      'art/labels/2.svg': artSvg('labels', 2),
      'art/artists/3.svg': '<svg this is not',
    });
    const paths = ['art/sets/1.svg', 'art/labels/2.svg', 'art/artists/3.svg'];
    try {
      const renditions = createArtRenditions(mediaDir);
      const running = new AbortController().signal;
      expect(await renditions.prepare(paths, running)).toEqual({
        pictures: 3,
        drawn: 2,
        failed: 1,
      });
      for (const path of ['art/sets/1.svg', 'art/labels/2.svg']) {
        // Current for its SVG: the same modification time, to the millisecond of the Date it is
        // set from (a file just written has a finer one).
        expect(Math.round(statSync(keptRendition(mediaDir, path)).mtimeMs)).toBe(
          Math.round(statSync(join(mediaDir, path)).mtimeMs),
        );
      }
      expect(existsSync(keptRendition(mediaDir, 'art/artists/3.svg'))).toBe(false);
      // Another server on the same folder finds them kept.
      const restarted = createArtRenditions(mediaDir);
      expect(await restarted.prepare(paths, running)).toEqual({ pictures: 3, drawn: 0, failed: 1 });
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('stop between pictures when asked, leaving no half-written file', async () => {
    const paths = Array.from({ length: 40 }, (_, id) => `art/sets/${id + 1}.svg`);
    const mediaDir = mediaFolder(
      Object.fromEntries(paths.map((path, id) => [path, artSvg('sets', id + 1)])),
    );
    try {
      const stop = new AbortController();
      const preparing = createArtRenditions(mediaDir).prepare(paths, stop.signal);
      setTimeout(() => stop.abort(), 20);
      const done = await preparing;
      expect(done.pictures).toBeLessThan(40);
      const kept = readdirSync(join(mediaDir, '.renditions', 'art', 'sets'));
      expect(kept).toHaveLength(done.drawn);
      expect(kept.every((file) => file.endsWith('.webp'))).toBe(true);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it(
    "are the landing pages' art, drawn by a server after it starts listening",
    async () => {
      const logs = captureLogs();
      const server = await buildTestApp({ seed: 'demo' }, { logger: logs.logger });
      try {
        await server.app.listen({ port: 0, host: '127.0.0.1' });
        const ready = await vi.waitFor(
          () =>
            logs.entries().find((entry) => entry.msg === ART_RENDITIONS_READY) ??
            expect.unreachable('not ready yet'),
          // A child process started with tsx, drawing some fifty pictures one at a time: seconds
          // alone, and once more than 30 s in CI beside the browser suites on two cores.
          { timeout: DRAWING_LIMIT, interval: 100 },
        );
        // The line the benchmarks wait for (test-support's pattern) is the one the server writes.
        expect(logs.lines.some((line) => ART_RENDITIONS_READY_LINE.test(line))).toBe(true);
        // The home page's shelves and the four discover lists' first pages.
        expect(ready).toMatchObject({ failed: 0 });
        expect(Number(ready.pictures)).toBeGreaterThan(40);
        expect(ready.drawn).toBe(ready.pictures);
        const featured = await server.app.inject({ url: '/api/featured/sets?limit=1' });
        const [art] = /"\/(art\/sets\/\d+\.svg)"/.exec(featured.body)?.slice(1) ?? [];
        expect(art).toBeDefined();
        expect(existsSync(keptRendition(server.config.mediaDir, art ?? ''))).toBe(true);
      } finally {
        await server.close();
      }
    },
    DRAWING_LIMIT + 30_000,
  );

  it('stop drawing when the server closes', async () => {
    const logs = captureLogs();
    const server = await buildTestApp({ seed: 'demo' }, { logger: logs.logger });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const closing = Date.now();
    await server.close();
    // A hundred pictures take seconds to draw; the server does not wait for them.
    expect(Date.now() - closing).toBeLessThan(2_000);
    expect(logs.entries().find((entry) => entry.msg === ART_RENDITIONS_READY)).toBeUndefined();
  });
});
