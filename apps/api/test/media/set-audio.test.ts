import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_BYTES, SAMPLE_RATE } from '../../src/media/mp3-format.ts';
import { leadFrequency, voiceOf } from '../../src/media/voice.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';
import { decodeMp3, locate, tonePower } from './audio-analysis.ts';
import { insertSet, type FixtureTrack } from './fixtures.ts';

let testApp: TestApp;
let setId: number;
let whole: Buffer;
let stallMaxMs: number;
let threadShare: number;

/** CPU time of the calling thread (Linux), in ms: what this thread did, however busy the machine. */
function threadCpuMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const processCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

// Adjacent tracks at least 3 semitones apart (C, D#, A, F#), at multiples of 3 s; the last is an
// ID, with neither key nor tempo, whose voice comes from its id.
const TRACKS: FixtureTrack[] = [
  { bpm: 124, key: 'C maj', startMs: 0 },
  { bpm: 128, key: 'D# min', startMs: 9_000 },
  { bpm: 118, key: 'A maj', startMs: 21_000 },
  { bpm: 140, key: 'F# min', startMs: 30_000 },
  { bpm: null, key: null, startMs: 39_000 },
];
const DURATION_MS = 47_987; // not a whole number of frames: the file rounds to the nearest
let trackIds: number[];

const url = () => `/media/audio/sets/${setId}.mp3`;
const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  testApp.app.inject({ method, url: url(), headers });

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  ({ setId, trackIds } = await insertSet(testApp.app, { durationMs: DURATION_MS }, TRACKS));
  // The first play encodes every loop of the set (cold): the event loop must stay responsive.
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const [threadBefore, processBefore] = [threadCpuMs(), processCpuMs()];
  delay.enable();
  const response = await get();
  delay.disable();
  stallMaxMs = delay.max / 1e6;
  threadShare = (threadCpuMs() - threadBefore) / (processCpuMs() - processBefore);
  expect(response.statusCode).toBe(200);
  whole = response.rawPayload;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('a set as a virtual MP3', () => {
  it('answers the whole file with its length, type, validators and long-lived caching', async () => {
    const response = await get({}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(whole.length));
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{5,}$/);
    expect(response.rawPayload).toHaveLength(0);
    expect(whole.length).toBe((Math.round(DURATION_MS / 24) + 1) * FRAME_BYTES);
  });

  it('decodes to the set’s stated duration, within a frame, without errors', async () => {
    const decoded = await decodeMp3(whole);
    expect(decoded.errors).toBe(0);
    expect(decoded.sampleRate).toBe(SAMPLE_RATE);
    expect(Math.abs(decoded.samples.length / SAMPLE_RATE - DURATION_MS / 1000)).toBeLessThan(0.024);
  });

  it('encoded a cold set’s loops off the event loop’s thread, which stayed responsive', () => {
    // The encoding's CPU is spent in worker threads: this thread only queried, copied and sent.
    // (Encoding here would make it nearly all of the process's CPU in this period.)
    expect(threadShare).toBeLessThan(0.5);
    // Scheduling on a loaded 2-core machine alone delays timers by 100–200 ms; encoding a loop
    // on this thread would block it for seconds there.
    expect(stallMaxMs).toBeLessThan(1000);
  });

  it('answers any byte range with exactly that slice of the whole file', async () => {
    const size = whole.length;
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=0-191', 0, 191],
      ['bytes=191-192', 191, 192],
      ['bytes=1000-77776', 1000, 77_776],
      [`bytes=${size - 10}-${size + 5000}`, size - 10, size - 1],
      [`bytes=${size - 1}-`, size - 1, size - 1],
      ['bytes=-500', size - 500, size - 1],
      ['bytes=123457-', 123_457, size - 1],
    ];
    for (const [range, first, last] of cases) {
      const response = await get({ range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${first}-${last}/${size}`);
      expect(response.headers['content-length'], range).toBe(String(last - first + 1));
      expect(response.rawPayload.equals(whole.subarray(first, last + 1)), range).toBe(true);
    }
  });

  it('answers 416 for a range past the end, and the whole file for ranges it does not read', async () => {
    const past = await get({ range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect(past.json()).toMatchObject({ code: 416 });
    for (const range of ['bytes=5-1', 'items=0-5', 'bytes=0-1,5-9', 'bytes=x-']) {
      const response = await get({ range });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length, range).toBe(whole.length);
    }
  });

  it('answers 304 to a matching If-None-Match and honours If-Range only for the same ETag', async () => {
    const etag = String((await get({}, 'HEAD')).headers.etag);
    const notModified = await get({ 'if-none-match': `"other", ${etag}` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
    expect(notModified.headers.etag).toBe(etag);

    const same = await get({ range: 'bytes=100-199', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    const changed = await get({ range: 'bytes=100-199', 'if-range': '"older"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(whole.length);
  });

  it('seeks: decoding from a frame-aligned offset lands within a second of the target', async () => {
    const reference = (await decodeMp3(whole)).samples;
    for (const target of [4.2, 17.5, 33.333, 44]) {
      const offset = (1 + Math.round(target / 0.024)) * FRAME_BYTES;
      const response = await get({ range: `bytes=${offset}-` });
      expect(response.statusCode).toBe(206);
      const decoded = await decodeMp3(response.rawPayload);
      expect(decoded.errors).toBe(0);
      const landed = locate(reference, decoded.samples, target, 1.5);
      expect(Math.abs(landed - target), `seek to ${target}`).toBeLessThan(1);
      // The bytes are the same frames, so in fact it lands within a frame.
      expect(Math.abs(landed - target), `seek to ${target}`).toBeLessThan(0.03);
    }
  });

  it('changes character at each track start: the lead tone is the new track’s', async () => {
    const samples = (await decodeMp3(whole)).samples;
    const voices = TRACKS.map((track, index) =>
      voiceOf({ id: trackIds[index] ?? 0, bpm: track.bpm, key: track.key }),
    );
    for (let index = 1; index < TRACKS.length; index += 1) {
      const start = (TRACKS[index]?.startMs ?? 0) / 1000;
      const [before, after] = [voices[index - 1], voices[index]].map((voice) =>
        leadFrequency(voice ?? { tonic: 0 }),
      ) as [number, number];
      const previousBefore = tonePower(samples, start - 1.5, start - 0.15, before);
      const nextBefore = tonePower(samples, start - 1.5, start - 0.15, after);
      const previousAfter = tonePower(samples, start + 0.15, start + 1.5, before);
      const nextAfter = tonePower(samples, start + 0.15, start + 1.5, after);
      expect(previousBefore, `before track ${index + 1}`).toBeGreaterThan(4 * nextBefore);
      expect(nextAfter, `after track ${index + 1}`).toBeGreaterThan(4 * previousAfter);
    }
  });
});
