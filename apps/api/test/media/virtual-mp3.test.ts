import { describe, expect, it } from 'vitest';
import { FRAME_BYTES, infoFrame } from '../../src/media/mp3-format.ts';
import { loopName, type Voice } from '../../src/media/voice.ts';
import {
  planSetAudio,
  readVirtualMp3,
  segmentsInRange,
  type TimedTrack,
} from '../../src/media/virtual-mp3.ts';

const track = (trackId: number, startMs: number, key: string, bpm = 124): TimedTrack => ({
  trackId,
  startMs,
  bpm,
  key,
});
const LIST = [track(1, 0, 'C maj'), track(2, 3000, 'E min', 128), track(3, 6000, 'G maj', 140)];

/** Stand-in loops whose every byte says which loop, frame and byte it is. */
function fakeLoop(voice: Voice): Promise<Uint8Array> {
  const bytes = new Uint8Array(voice.barFrames * FRAME_BYTES);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = (voice.tonic * 16 + i) % 251;
  return Promise.resolve(bytes);
}

async function read(plan: ReturnType<typeof planSetAudio>, first: number, last: number) {
  const chunks: Buffer[] = [];
  for await (const chunk of readVirtualMp3(plan, first, last, fakeLoop)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('planSetAudio', () => {
  it('starts each track on its frame and rounds the duration to whole frames', () => {
    const plan = planSetAudio({ id: 1, durationMs: 9_011 }, LIST, 'v1');
    expect(plan.frames).toBe(375);
    expect(plan.size).toBe(376 * FRAME_BYTES);
    expect(plan.segments.map((s) => s.startFrame)).toEqual([0, 125, 250]);
  });

  it('lets the first track cover any lead-in, drops tracks past the end and replaces ties', () => {
    const plan = planSetAudio(
      { id: 1, durationMs: 6_000 },
      [
        track(1, 1500, 'C maj'),
        track(2, 3000, 'D maj'),
        track(3, 3000, 'F maj'),
        track(4, 7000, 'A maj'),
      ],
      'v1',
    );
    expect(plan.segments.map((s) => [s.startFrame, s.voice.tonic])).toEqual([
      [0, 0],
      [125, 5],
    ]);
  });

  it('gives a set without tracks a voice of its own, and an empty set only its Info frame', () => {
    expect(planSetAudio({ id: 7, durationMs: 3000 }, [], 'v1').segments).toHaveLength(1);
    expect(planSetAudio({ id: 7, durationMs: 0 }, [], 'v1').size).toBe(FRAME_BYTES);
  });

  it('changes the ETag when the track list or the generator changes, and only then', () => {
    const etag = (list: TimedTrack[], version = 'v1', durationMs = 9000) =>
      planSetAudio({ id: 1, durationMs }, list, version).etag;
    expect(etag(LIST)).toBe(etag([...LIST].reverse()));
    expect(etag(LIST)).toMatch(/^"[\w-]{27}"$/);
    expect(etag(LIST, 'v2')).not.toBe(etag(LIST));
    expect(etag(LIST.slice(0, 2))).not.toBe(etag(LIST));
    expect(
      etag([LIST[0] as TimedTrack, track(2, 3000, 'F min', 128), LIST[2] as TimedTrack]),
    ).not.toBe(etag(LIST));
    expect(etag(LIST, 'v1', 12_000)).not.toBe(etag(LIST));
  });
});

describe('readVirtualMp3', () => {
  const plan = planSetAudio({ id: 1, durationMs: 9_000 }, LIST, 'v1');

  it('opens with the Info frame and tiles each loop from its track’s first frame', async () => {
    const whole = await read(plan, 0, plan.size - 1);
    expect(whole.length).toBe(plan.size);
    expect(whole.subarray(0, FRAME_BYTES)).toEqual(Buffer.from(infoFrame(plan.frames)));
    for (const [index, segment] of plan.segments.entries()) {
      const loop = await fakeLoop(segment.voice);
      const end = plan.segments[index + 1]?.startFrame ?? plan.frames;
      for (let frame = segment.startFrame; frame < end; frame += 1) {
        const at = (frame + 1) * FRAME_BYTES;
        const loopAt = ((frame - segment.startFrame) % segment.voice.barFrames) * FRAME_BYTES;
        expect(
          whole.subarray(at, at + FRAME_BYTES).equals(loop.subarray(loopAt, loopAt + FRAME_BYTES)),
        ).toBe(true);
      }
    }
  });

  it('reads any range as the same bytes as the whole, in chunks of at most 64 KiB', async () => {
    const whole = await read(plan, 0, plan.size - 1);
    for (const [first, last] of [
      [0, 0],
      [191, 193],
      [5000, 60_000],
      [plan.size - 7, plan.size - 1],
    ] as const) {
      expect((await read(plan, first, last)).equals(whole.subarray(first, last + 1))).toBe(true);
    }
    for await (const chunk of readVirtualMp3(plan, 0, plan.size - 1, fakeLoop)) {
      expect(chunk.length).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('needs only the loops of the tracks a range covers', () => {
    const names = (first: number, last: number) =>
      segmentsInRange(plan, first, last).map((s) => loopName(s.voice));
    const [a, b, c] = plan.segments.map((s) => loopName(s.voice));
    expect(names(0, 191)).toEqual([]);
    expect(names(0, 1000)).toEqual([a]);
    expect(names(126 * FRAME_BYTES, 130 * FRAME_BYTES)).toEqual([b]);
    expect(names(120 * FRAME_BYTES, plan.size - 1)).toEqual([a, b, c]);
  });
});
