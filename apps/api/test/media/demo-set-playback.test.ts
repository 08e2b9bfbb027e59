import { asc, eq } from 'drizzle-orm';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sets, setTracks, tracks } from '../../src/db/schema/index.ts';
import { FRAME_BYTES, FRAME_MS, SAMPLE_RATE } from '../../src/media/mp3-format.ts';
import { leadFrequency, voiceOf } from '../../src/media/voice.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';
import { decodeMp3, locate, tonePower } from './audio-analysis.ts';

/**
 * Acceptance 3 of issue 7: a set of the demo catalog, played through /media the way a browser
 * plays it — open-ended Range requests read in pieces — decodes to the set's duration, seeks
 * land where they should, and each track start changes the lead tone.
 */
let testApp: TestApp;
let set: { id: number; duration_ms: number };
let list: { start_time: number; track_id: number; bpm: number | null; key: string | null }[];
let size: number;

const url = () => `/media/audio/sets/${set.id}.mp3`;

async function range(first: number, last: number): Promise<Buffer> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: url(),
    headers: { range: `bytes=${first}-${last}` },
  });
  expect(response.statusCode).toBe(206);
  return response.rawPayload;
}

/**
 * Decoded audio from about `fromS` to `toS`, fetched by a range that starts one frame early (a
 * decoder starting mid-stream needs it to prime), and the set time its first sample plays at.
 */
async function decodeBetween(fromS: number, toS: number) {
  // Byte frame n (n ≥ 1; frame 0 is the Info frame) plays from (n - 1) × 24 ms.
  const primer = Math.max(1, Math.floor((fromS * 1000) / FRAME_MS));
  const last = Math.ceil((toS * 1000) / FRAME_MS) + 1;
  const bytes = await range(primer * FRAME_BYTES, (last + 1) * FRAME_BYTES - 1);
  const { samples, errors } = await decodeMp3(bytes);
  expect(errors).toBe(0);
  return { samples: samples.subarray(1152), startS: (primer * FRAME_MS) / 1000 };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  // The shortest demo set keeps the test quick; every set is made the same way.
  const [shortest] = await testApp.app.db
    .select({ id: sets.id, duration_ms: sets.duration_ms })
    .from(sets)
    .orderBy(asc(sets.duration_ms), asc(sets.id))
    .limit(1);
  set = shortest ?? { id: 0, duration_ms: 0 };
  list = await testApp.app.db
    .select({
      start_time: setTracks.start_time,
      track_id: setTracks.track_id,
      bpm: tracks.bpm,
      key: tracks.key,
    })
    .from(setTracks)
    .innerJoin(tracks, eq(tracks.id, setTracks.track_id))
    .where(eq(setTracks.set_id, set.id))
    .orderBy(asc(setTracks.start_time));
  const head = await testApp.app.inject({ method: 'HEAD', url: url() });
  size = Number(head.headers['content-length']);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

describe('the demo catalog’s audio', () => {
  it('has every set’s mp3_permalink at /media, as long as the set says, without encoding', async () => {
    const all = await testApp.app.db
      .select({ id: sets.id, duration_ms: sets.duration_ms, mp3_permalink: sets.mp3_permalink })
      .from(sets);
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const row of all) {
      expect(row.mp3_permalink).toBe(`/audio/sets/${row.id}.mp3`);
      const head = await testApp.app.inject({ method: 'HEAD', url: `/media${row.mp3_permalink}` });
      expect(head.statusCode).toBe(200);
      const frames = Number(head.headers['content-length']) / FRAME_BYTES - 1;
      expect(Math.abs(frames * FRAME_MS - row.duration_ms)).toBeLessThanOrEqual(FRAME_MS / 2);
    }
  });
});

describe('a demo set played through /media', () => {
  it('streams whole, in browser-sized ranges, and decodes to the set’s duration', async () => {
    expect(list.length).toBeGreaterThan(1);
    const decoder = new MPEGDecoder();
    await decoder.ready;
    let samples = 0;
    let errors = 0;
    // Chromium asks for open-ended ranges and reads on; fixed 1 MiB pieces read the same bytes.
    for (let first = 0; first < size; first += 1024 * 1024) {
      const decoded = decoder.decode(await range(first, Math.min(size, first + 1024 * 1024) - 1));
      samples += decoded.samplesDecoded;
      errors += decoded.errors.length;
    }
    decoder.free();
    expect(errors).toBe(0);
    expect(Math.abs((samples / SAMPLE_RATE) * 1000 - set.duration_ms)).toBeLessThanOrEqual(
      FRAME_MS,
    );
  }, 120_000);

  it('changes its lead tone at each track start (adjacent keys 3 or more semitones apart)', async () => {
    let checked = 0;
    for (let index = 1; index < list.length; index += 1) {
      const [previous, next] = [list[index - 1], list[index]];
      if (!previous || !next) continue;
      const [before, after] = [previous, next].map((row) =>
        leadFrequency(voiceOf({ id: row.track_id, bpm: row.bpm, key: row.key })),
      ) as [number, number];
      if (Math.abs(12 * Math.log2(after / before)) < 2.5) continue;
      const start = next.start_time / 1000;
      const audio = await decodeBetween(start - 1.5, start + 1.5);
      const power = (hz: number, from: number, to: number) =>
        tonePower(audio.samples, from - audio.startS, to - audio.startS, hz);
      expect(power(before, start - 1.2, start - 0.15)).toBeGreaterThan(
        4 * power(after, start - 1.2, start - 0.15),
      );
      expect(power(after, start + 0.15, start + 1.2)).toBeGreaterThan(
        4 * power(before, start + 0.15, start + 1.2),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('seeks: decoding from the byte offset of a time lands within a second of it', async () => {
    for (const fraction of [0.13, 0.5, 0.91]) {
      const target = Math.round((set.duration_ms / 1000) * fraction * 10) / 10;
      const reference = await decodeBetween(target - 2, target + 2);
      // A player seeking to `target` asks for the frame that plays then, to the end of the file.
      const offset = (1 + Math.floor((target * 1000) / FRAME_MS)) * FRAME_BYTES;
      const seek = await testApp.app.inject({
        method: 'GET',
        url: url(),
        headers: { range: `bytes=${offset}-` },
      });
      expect(seek.statusCode).toBe(206);
      expect(seek.headers['content-range']).toBe(`bytes ${offset}-${size - 1}/${size}`);
      // Two seconds are plenty to place it; the rest of the answer is the same stream.
      const excerpt = await decodeMp3(seek.rawPayload.subarray(0, 100 * FRAME_BYTES));
      const landed =
        reference.startS +
        locate(reference.samples, excerpt.samples, target - reference.startS, 1.5);
      expect(Math.abs(landed - target), `seek to ${target}`).toBeLessThan(1);
      expect(Math.abs(landed - target), `seek to ${target}`).toBeLessThan(0.03);
    }
  });
});
