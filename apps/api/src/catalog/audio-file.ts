import { constants } from 'node:fs';
import { copyFile, mkdir, open, realpath, rename, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { IMPORT_LIMITS } from '@rabbithole/api-contract';

/**
 * A set's real recording, named by `audio_file` in an import file: checked before anything is
 * written (a file inside the import file's folder, of sane size, that starts like an MP3), then
 * copied to `<mediaDir>/uploads/sets/<id>.mp3`, where the media route serves it in place of the
 * generated audio.
 */

export type AudioCheck = { ok: true; path: string } | { ok: false; problem: string };

// MPEG audio Layer III frame headers (ISO 11172-3, 13818-3): kbit/s by bitrate index, Hz by
// sample-rate index, per MPEG version (bits 19-20 of the header: 3 = 1, 2 = 2, 0 = 2.5).
const BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The length in bytes of the Layer III frame whose header starts `bytes`, or null if none. */
export function mp3FrameLength(bytes: Uint8Array): number | null {
  const [b0, b1, b2] = bytes;
  if (b0 === undefined || b1 === undefined || b2 === undefined) return null;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null; // frame sync: 11 set bits
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = (version === 3 ? BITRATES.v1 : BITRATES.v2)[b2 >> 4];
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  // Version 1 is reserved, layer 1 means Layer III; bitrate 0 is "free format", 15 is invalid.
  if (layer !== 1 || !bitrate || !sampleRate) return null;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate * 1000) / sampleRate) + padding;
}

/** Where the audio starts: after an ID3v2 tag (10-byte header, syncsafe size, optional footer). */
function audioStart(head: Uint8Array): number {
  if (head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0; // "ID3"
  const size =
    ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

async function readAt(path: string, position: number, length: number): Promise<Uint8Array> {
  const file = await open(path, constants.O_RDONLY);
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Resolves `audio_file` against the import file's folder and checks it: it stays inside that
 * folder (symbolic links included), is a regular file of at most IMPORT_LIMITS.audioBytes, and
 * begins (after any ID3v2 tag) with two consecutive MPEG Layer III frames.
 */
export async function checkAudioFile(importFile: string, audioFile: string): Promise<AudioCheck> {
  const folder = await realpath(dirname(resolve(importFile)));
  let path: string;
  try {
    path = await realpath(resolve(folder, audioFile));
  } catch {
    return { ok: false, problem: `No file at ${audioFile} (beside the import file).` };
  }
  const inside = relative(folder, path);
  if (inside.startsWith(`..${sep}`) || inside === '..' || resolve(folder, inside) !== path) {
    return { ok: false, problem: 'Must stay inside the import file’s folder.' };
  }
  const info = await stat(path);
  if (!info.isFile()) return { ok: false, problem: 'Must be a file.' };
  if (info.size > IMPORT_LIMITS.audioBytes) {
    return { ok: false, problem: `At most ${IMPORT_LIMITS.audioBytes / 1024 / 1024} MB.` };
  }
  const start = audioStart(await readAt(path, 0, 10));
  const first = await readAt(path, start, 4);
  const length = mp3FrameLength(first);
  const second = length === null ? null : mp3FrameLength(await readAt(path, start + length, 4));
  if (second === null) {
    return { ok: false, problem: 'Not an MP3 file (no MPEG Layer III frames at its start).' };
  }
  return { ok: true, path };
}

/** Copies a checked recording into place; a rename, so the media route never sees half a file. */
export async function storeAudioFile(path: string, mediaDir: string, setId: number): Promise<void> {
  const folder = join(mediaDir, 'uploads', 'sets');
  await mkdir(folder, { recursive: true });
  const target = join(folder, `${setId}.mp3`);
  const partial = `${target}.${process.pid}.partial`;
  await copyFile(path, partial);
  await rename(partial, target);
}
