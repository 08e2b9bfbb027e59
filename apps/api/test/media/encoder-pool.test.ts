import { afterAll, describe, expect, it } from 'vitest';
import { EncoderPool } from '../../src/media/encoder-pool.ts';
import { assertTileable, FRAME_BYTES } from '../../src/media/mp3-format.ts';
import { voiceOf } from '../../src/media/voice.ts';

const pool = new EncoderPool({ size: 2, idleMs: 200 });

afterAll(async () => {
  await pool.close();
});

describe('EncoderPool', () => {
  it('encodes more loops than it has workers, each to whole tileable frames', async () => {
    const voices = [100, 120, 140, 160, 180].map((bpm, i) => voiceOf({ id: i, bpm, key: 'D min' }));
    const loops = await Promise.all(voices.map((voice) => pool.encode(voice)));
    loops.forEach((loop, index) => {
      expect(loop).toHaveLength((voices[index]?.barFrames ?? 0) * FRAME_BYTES);
      assertTileable(loop);
    });
    expect(pool.pending).toBe(0);
  });

  it('reports a failed encoding and goes on with the next, also after its workers idled out', async () => {
    await expect(pool.encode({ barFrames: 0, tonic: 0, minor: false })).rejects.toThrow(
      /encoding a loop failed/,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const loop = await pool.encode(voiceOf({ id: 1, bpm: 128, key: 'A maj' }));
    assertTileable(loop);
  });

  it('refuses work once closed', async () => {
    const closed = new EncoderPool({ size: 1 });
    await closed.close();
    await expect(closed.encode(voiceOf({ id: 1, bpm: 128, key: 'A maj' }))).rejects.toThrow(
      /closed/,
    );
  });
});
