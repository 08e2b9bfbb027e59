/**
 * The one MP3 format every generated set uses (../shared/audio.md): MPEG-1 Layer III, 48 kHz,
 * 64 kbps, mono, constant bit rate. At 48 kHz no frame is padded, so every frame is exactly
 * 192 bytes and 24 ms and a byte offset maps to a frame by division. (44.1 kHz alternates 208 and
 * 209 byte frames, and Chromium then misreads the duration and drifts behind `currentTime`.)
 */
export const SAMPLE_RATE = 48_000;
export const SAMPLES_PER_FRAME = 1152;
export const BITRATE_KBPS = 64;
export const FRAME_BYTES = (144 * BITRATE_KBPS * 1000) / SAMPLE_RATE; // 192
export const FRAME_MS = (SAMPLES_PER_FRAME * 1000) / SAMPLE_RATE; // 24

/** sync, MPEG-1, Layer III, no CRC | 64 kbps, 48 kHz, no padding | mono, original. */
const HEADER = [0xff, 0xfb, 0x54, 0xc4] as const;
/** A mono MPEG-1 frame's side information follows the header; the Info tag follows it. */
const MONO_SIDE_INFO_BYTES = 17;

/** Whether `frame` starts with exactly our header (ignoring the copyright/original/emphasis bits). */
export function hasOurHeader(frame: Uint8Array): boolean {
  return (
    frame[0] === HEADER[0] &&
    frame[1] === HEADER[1] &&
    frame[2] === HEADER[2] &&
    ((frame[3] ?? 0) & 0xf0) === (HEADER[3] & 0xf0)
  );
}

/**
 * main_data_begin: how far back into earlier frames this frame's audio data starts (the bit
 * reservoir). It must be 0 for every frame we tile, or repeated loops decode to garbage at the
 * seams without any error.
 */
export function mainDataBegin(frame: Uint8Array): number {
  return (((frame[4] ?? 0) << 1) | ((frame[5] ?? 0) >> 7)) & 0x1ff;
}

/** Checks encoder output frame by frame; throws on anything the virtual file could not tile. */
export function assertTileable(frames: Uint8Array): void {
  if (frames.length === 0 || frames.length % FRAME_BYTES !== 0) {
    throw new Error(`MP3 data of ${frames.length} bytes is not whole ${FRAME_BYTES}-byte frames`);
  }
  for (let offset = 0; offset < frames.length; offset += FRAME_BYTES) {
    const frame = frames.subarray(offset, offset + FRAME_BYTES);
    if (!hasOurHeader(frame)) throw new Error(`frame at byte ${offset} has another header`);
    if (mainDataBegin(frame) !== 0) throw new Error(`frame at byte ${offset} uses the reservoir`);
  }
}

/**
 * The Info frame (a Xing header for constant bit rate) that opens a virtual file: a silent frame
 * of the same format whose data says how many audio frames and bytes follow, so players know the
 * duration without reading the whole file and seek by arithmetic. Decoders skip it.
 */
export function infoFrame(audioFrames: number): Uint8Array {
  const frame = new Uint8Array(FRAME_BYTES);
  frame.set(HEADER, 0);
  const view = new DataView(frame.buffer);
  const tag = 4 + MONO_SIDE_INFO_BYTES;
  frame.set([0x49, 0x6e, 0x66, 0x6f], tag); // "Info"
  view.setUint32(tag + 4, 0x3); // flags: frame count and byte count present
  view.setUint32(tag + 8, audioFrames);
  view.setUint32(tag + 12, (audioFrames + 1) * FRAME_BYTES);
  return frame;
}
