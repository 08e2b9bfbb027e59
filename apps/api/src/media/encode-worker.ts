import { parentPort } from 'node:worker_threads';
import { encodeLoop } from './loop-encoder.ts';
import type { Voice } from './voice.ts';

export interface EncodeRequest {
  id: number;
  voice: Voice;
}

export type EncodeReply =
  { id: number; ok: true; frames: Uint8Array } | { id: number; ok: false; message: string };

/**
 * A worker thread of the encoder pool (encoder-pool.ts): synthesizing and encoding a loop takes
 * a few hundred milliseconds of CPU, which on the main thread would stall every request. One job
 * at a time; the frames' memory is transferred back, not copied.
 */
parentPort?.on('message', (request: EncodeRequest) => {
  encodeLoop(request.voice).then(
    (frames) => {
      const reply: EncodeReply = { id: request.id, ok: true, frames };
      parentPort?.postMessage(reply, [frames.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: EncodeReply = { id: request.id, ok: false, message: String(error) };
      parentPort?.postMessage(reply);
    },
  );
});
