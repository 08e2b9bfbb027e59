import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTracks } from '../../src/db/schema/index.ts';
import { encodeLoop } from '../../src/media/loop-encoder.ts';
import { FRAME_BYTES } from '../../src/media/mp3-format.ts';
import { voiceOf } from '../../src/media/voice.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';
import { decodeMp3 } from './audio-analysis.ts';
import { insertSet } from './fixtures.ts';

let testApp: TestApp;
let uploadedId: number;
let generatedId: number;
let emptyId: number;
let uploaded: Buffer;

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  testApp.app.inject({ method, url, headers });

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  const app = testApp.app;
  ({ setId: uploadedId } = await insertSet(app, { durationMs: 60_000 }, [
    { bpm: 120, key: 'C maj', startMs: 0 },
  ]));
  ({ setId: generatedId } = await insertSet(app, { durationMs: 12_000 }, [
    { bpm: 122, key: 'E min', startMs: 0 },
    { bpm: 130, key: 'G maj', startMs: 6_000 },
  ]));
  ({ setId: emptyId } = await insertSet(app, { durationMs: 6_000 }, []));
  // A real MP3 from an import: four bars of a loop, as a file under DATA_DIR/media/uploads.
  const bar = await encodeLoop(voiceOf({ id: 9, bpm: 125, key: 'B min' }));
  uploaded = Buffer.concat([bar, bar, bar, bar]);
  const folder = join(testApp.config.mediaDir, 'uploads', 'sets');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${uploadedId}.mp3`), uploaded);
  utimesSync(join(folder, `${uploadedId}.mp3`), new Date('2026-05-01'), new Date('2026-05-01'));
  mkdirSync(join(testApp.config.mediaDir, 'art', 'sets'), { recursive: true });
  writeFileSync(join(testApp.config.mediaDir, 'art', 'sets', '1.svg'), '<svg/>');
});

afterAll(async () => {
  await testApp.close();
});

describe('an uploaded MP3', () => {
  const url = () => `/media/audio/sets/${uploadedId}.mp3`;

  it('is served instead of the generated audio, whole and by range', async () => {
    const whole = await get(url());
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['content-length']).toBe(String(uploaded.length));
    expect(whole.headers['last-modified']).toBe('Fri, 01 May 2026 00:00:00 GMT');
    expect(whole.rawPayload.equals(uploaded)).toBe(true);

    const part = await get(url(), { range: 'bytes=500-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(
      `bytes 500-${uploaded.length - 1}/${uploaded.length}`,
    );
    expect(part.rawPayload.equals(uploaded.subarray(500))).toBe(true);
    expect((await get(url(), { range: `bytes=${uploaded.length}-` })).statusCode).toBe(416);
  });

  it('has a strong ETag, answers 304 to it and HEAD without a body', async () => {
    const head = await get(url(), {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(uploaded.length));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(head.rawPayload).toHaveLength(0);
    // Share previews on other sites embed it (security-headers applies the media policy).
    expect(head.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(head.headers['content-security-policy']).toMatch(/sandbox/);
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get(url(), { 'if-none-match': etag })).statusCode).toBe(304);
    const byDate = await get(url(), {
      range: 'bytes=0-9',
      'if-range': 'Fri, 01 May 2026 00:00:00 GMT',
    });
    expect(byDate.statusCode).toBe(206);
  });
});

describe('the media route', () => {
  it('answers 404 in the error shape for unknown sets and ids that are not ids, never 5xx', async () => {
    for (const file of [
      '999999.mp3',
      '2147483648.mp3',
      '0.mp3',
      '01.mp3',
      '-1.mp3',
      'abc.mp3',
      '1.wav',
      '1.mp3.mp3',
      '1e3.mp3',
      '%00.mp3',
      '1%0A.mp3',
      `${'9'.repeat(400)}.mp3`,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await get(`/media/audio/sets/${file}`, {}, method);
        expect(response.statusCode, `${method} ${file}`).toBe(404);
        if (method === 'GET') expect(response.json(), file).toMatchObject({ code: 404 });
      }
    }
  });

  it('leaves the rest of /media to the static files', async () => {
    const art = await get('/media/art/sets/1.svg');
    expect(art.statusCode).toBe(200);
    expect(art.body).toBe('<svg/>');
    expect((await get('/media/audio/sets/')).statusCode).toBe(404);
  });

  it('plays a set without tracks, and changes its ETag when its track list changes', async () => {
    const empty = await get(`/media/audio/sets/${emptyId}.mp3`);
    expect(empty.statusCode).toBe(200);
    const decoded = await decodeMp3(empty.rawPayload);
    expect(decoded.samples.length / 48_000).toBeCloseTo(6, 1);

    const url = `/media/audio/sets/${generatedId}.mp3`;
    const before = String((await get(url, {}, 'HEAD')).headers.etag);
    expect(String((await get(url, {}, 'HEAD')).headers.etag)).toBe(before);
    await testApp.app.db
      .update(setTracks)
      .set({ start_time: 3_000 })
      .where(eq(setTracks.track_position, 2));
    const after = String((await get(url, {}, 'HEAD')).headers.etag);
    expect(after).not.toBe(before);
    expect((await get(url, { 'if-none-match': before })).statusCode).toBe(200);
  });

  it('never holds up other requests while a cold set’s loops are encoded', async () => {
    const { setId } = await insertSet(testApp.app, { durationMs: 30_000 }, [
      { bpm: 99, key: 'F maj', startMs: 0 },
      { bpm: 101, key: 'G# min', startMs: 15_000 },
    ]);
    const finished: string[] = [];
    const cold = get(`/media/audio/sets/${setId}.mp3`).then((response) => {
      finished.push('cold set');
      return response;
    });
    const health = await get('/api/healthz');
    const head = await get(`/media/audio/sets/${setId}.mp3`, {}, 'HEAD');
    finished.push('others');
    expect(health.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    const response = await cold;
    expect(finished).toEqual(['others', 'cold set']);
    expect(response.rawPayload.length).toBe((1250 + 1) * FRAME_BYTES);
  });
});
