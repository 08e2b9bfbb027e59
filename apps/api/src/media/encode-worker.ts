import { setPriority } from 'node:os';
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
// On Linux a thread has its own nice value (priority 0 names the calling thread): encoding
// yields the CPU to the main thread, so requests are answered first on a busy machine.
try {
  setPriority(10);
} catch {
  // Not allowed or not supported here: encode at normal priority.
}

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
