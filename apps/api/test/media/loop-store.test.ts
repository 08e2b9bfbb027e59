import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncoderPool } from '../../src/media/encoder-pool.ts';
import { encodeLoop } from '../../src/media/loop-encoder.ts';
import { generatorVersion, LoopStore } from '../../src/media/loop-store.ts';
import { assertTileable, FRAME_BYTES } from '../../src/media/mp3-format.ts';
import { loopName, voiceOf, type Voice } from '../../src/media/voice.ts';

/** The real pool, counting what it is asked to encode. */
class CountingPool extends EncoderPool {
  encoded: string[] = [];
  override encode(voice: Voice) {
    this.encoded.push(loopName(voice));
    return super.encode(voice);
  }
}

let cacheDir: string;
let pool: CountingPool;
const version = generatorVersion();
const voice = voiceOf({ id: 1, bpm: 126, key: 'G min' });
const other = voiceOf({ id: 2, bpm: 174, key: 'D maj' });

beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'rabbithole-loops-'));
  mkdirSync(join(cacheDir, 'g000000000000'));
  writeFileSync(join(cacheDir, 'g000000000000', 'old.mp3'), 'stale');
  pool = new CountingPool({ size: 2 });
});

afterAll(async () => {
  await pool.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('LoopStore', () => {
  it('encodes a loop once in a worker, however many ask at once, and keeps it on disk', async () => {
    const store = new LoopStore({ cacheDir, version, pool });
    const answers = await Promise.all([store.get(voice), store.get(voice), store.get(other)]);
    expect(pool.encoded.sort()).toEqual([loopName(voice), loopName(other)].sort());
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toHaveLength(voice.barFrames * FRAME_BYTES);
    assertTileable(answers[0]);
    const file = join(cacheDir, version, `${loopName(voice)}.mp3`);
    expect(readFileSync(file).equals(Buffer.from(answers[0]))).toBe(true);
    expect(store.peek(voice)).toBe(answers[0]);
  });

  it('is deterministic: the worker’s bytes are what encoding here gives', async () => {
    const store = new LoopStore({ cacheDir, version, pool });
    const fromWorker = Buffer.from(await store.get(other));
    expect(fromWorker.equals(Buffer.from(await encodeLoop(other)))).toBe(true);
  });

  it('reads loops back from disk on a later start without encoding', async () => {
    const closed = new CountingPool({ size: 1 });
    await closed.close();
    const later = new LoopStore({ cacheDir, version, pool: closed });
    expect(await later.get(voice)).toHaveLength(voice.barFrames * FRAME_BYTES);
    await expect(later.get(voiceOf({ id: 3, bpm: 90, key: 'E maj' }))).rejects.toThrow(/closed/);
  });

  it('removes the loops of other generator versions and re-encodes a damaged file', async () => {
    expect(existsSync(join(cacheDir, 'g000000000000'))).toBe(false);
    const file = join(cacheDir, version, `${loopName(voice)}.mp3`);
    writeFileSync(file, readFileSync(file).subarray(0, 1000));
    pool.encoded = [];
    const store = new LoopStore({ cacheDir, version, pool });
    assertTileable(await store.get(voice));
    expect(pool.encoded).toEqual([loopName(voice)]);
    expect(readFileSync(file)).toHaveLength(voice.barFrames * FRAME_BYTES);
  });
});
