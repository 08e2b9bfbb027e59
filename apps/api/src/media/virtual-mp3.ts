import { createHash } from 'node:crypto';
import { FRAME_BYTES, FRAME_MS, infoFrame } from './mp3-format.ts';
import { loopName, voiceOf, type Voice } from './voice.ts';

/** A track of a set as the audio needs it (set_tracks ⋈ tracks). */
export interface TimedTrack {
  trackId: number;
  /** Milliseconds from the start of the set. */
  startMs: number;
  bpm: number | null;
  key: string | null;
}

export interface Segment {
  /** The first audio frame (0-based, after the Info frame) of this track. */
  startFrame: number;
  voice: Voice;
}

/**
 * A set's virtual MP3: an Info frame, then `frames` audio frames, each segment's loop repeated
 * from its first frame until the next segment's. Nothing else is stored: any byte of the file is
 * found by arithmetic on this plan.
 */
export interface SetAudioPlan {
  frames: number;
  segments: Segment[];
  /** Bytes in the whole file, the Info frame included. */
  size: number;
  /** Strong: a hash of everything that decides the bytes, the generator's version included. */
  etag: string;
}

/**
 * The plan for a set of `durationMs` (its stated duration, to the nearest 24 ms frame). Each track
 * starts at its `startMs`, rounded to a frame, and plays until the next one starts (a DJ set has
 * no silences: its end_time only says when the next track took over). Frames before the first
 * track play it too; a set without tracks plays a voice chosen from its id.
 */
export function planSetAudio(
  set: { id: number; durationMs: number },
  tracks: TimedTrack[],
  version: string,
): SetAudioPlan {
  const frames = Math.max(0, Math.round(set.durationMs / FRAME_MS));
  const ordered = [...tracks].sort((a, b) => a.startMs - b.startMs);
  const segments: Segment[] = [];
  for (const track of ordered) {
    const startFrame = segments.length === 0 ? 0 : Math.round(track.startMs / FRAME_MS);
    if (startFrame >= frames && segments.length > 0) break;
    const voice = voiceOf({ id: track.trackId, bpm: track.bpm, key: track.key });
    // A later track starting on the same frame replaces the earlier one.
    if (segments.at(-1)?.startFrame === startFrame) segments.pop();
    segments.push({ startFrame, voice });
  }
  if (segments.length === 0) {
    segments.push({ startFrame: 0, voice: voiceOf({ id: set.id, bpm: null, key: null }) });
  }
  const identity = JSON.stringify([
    version,
    frames,
    segments.map((s) => [s.startFrame, loopName(s.voice)]),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { frames, segments, size: (frames + 1) * FRAME_BYTES, etag };
}

/** The loops a byte range reads, in the order it reads them. */
export function segmentsInRange(plan: SetAudioPlan, first: number, last: number): Segment[] {
  const firstFrame = Math.max(0, Math.floor(first / FRAME_BYTES) - 1);
  const lastFrame = Math.floor(last / FRAME_BYTES) - 1;
  if (lastFrame < 0) return [];
  return plan.segments.filter((segment, index) => {
    const next = plan.segments[index + 1]?.startFrame ?? plan.frames;
    return segment.startFrame <= lastFrame && next > firstFrame;
  });
}

/** Bytes per chunk of a streamed answer: big enough to be cheap, small enough to never stall. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The bytes `first`…`last` (inclusive) of the file, in chunks. `loop` gives a voice's frames,
 * waiting for an encoding if need be; the next segment's loop is asked for as soon as one starts,
 * so it is usually ready when the stream reaches it. Only what the range reads is ever encoded.
 */
export async function* readVirtualMp3(
  plan: SetAudioPlan,
  first: number,
  last: number,
  loop: (voice: Voice) => Promise<Uint8Array>,
): AsyncGenerator<Buffer> {
  const header = infoFrame(plan.frames);
  let position = first;
  let index = 0;
  while (position <= last) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, last - position + 1));
    let filled = 0;
    while (filled < chunk.length) {
      const frame = Math.floor(position / FRAME_BYTES);
      const within = position % FRAME_BYTES;
      let source: Uint8Array;
      let from: number;
      let available: number;
      if (frame === 0) {
        [source, from, available] = [header, within, FRAME_BYTES - within];
      } else {
        const audioFrame = frame - 1;
        while ((plan.segments[index + 1]?.startFrame ?? Infinity) <= audioFrame) index += 1;
        const segment = plan.segments[index] as Segment;
        const next = plan.segments[index + 1];
        if (next) void loop(next.voice).catch(() => undefined); // prefetch; errors surface later
        const frames = await loop(segment.voice);
        const loopFrame = (audioFrame - segment.startFrame) % segment.voice.barFrames;
        const runFrames = Math.min(
          segment.voice.barFrames - loopFrame,
          (next?.startFrame ?? plan.frames) - audioFrame,
        );
        from = loopFrame * FRAME_BYTES + within;
        [source, available] = [frames, runFrames * FRAME_BYTES - within];
      }
      const count = Math.min(available, chunk.length - filled);
      chunk.set(source.subarray(from, from + count), filled);
      filled += count;
      position += count;
    }
    yield chunk;
  }
}
