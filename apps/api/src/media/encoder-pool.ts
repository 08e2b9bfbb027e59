import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EncodeReply, EncodeRequest } from './encode-worker.ts';
import type { Voice } from './voice.ts';

/**
 * The worker's first module: registers tsx's loader in the worker (whatever runs the server —
 * tsx, or Vitest's own loader, which workers do not inherit) and imports encode-worker.ts.
 * A data: URL module cannot resolve a bare package name, so tsx's ESM API is located from its
 * package.json `exports`.
 */
function bootModule(): URL {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exports = (
    JSON.parse(readFileSync(manifest, 'utf8')) as {
      exports: Record<string, { import: { default: string } }>;
    }
  ).exports;
  const api = exports['./esm/api']?.import.default;
  if (!api) throw new Error('tsx no longer exports ./esm/api');
  const apiUrl = pathToFileURL(join(dirname(manifest), api)).href;
  const workerUrl = new URL('./encode-worker.ts', import.meta.url).href;
  const source = [
    `import { register } from ${JSON.stringify(apiUrl)};`,
    'register();',
    `await import(${JSON.stringify(workerUrl)});`,
  ].join('\n');
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

interface Job {
  voice: Voice;
  resolve(frames: Uint8Array): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idleTimer: NodeJS.Timeout | null;
}

export interface EncoderPoolOptions {
  /** Worker threads at most; each encodes one loop at a time. */
  size: number;
  /** A worker idle this long ends, giving its memory back; the next job starts another. */
  idleMs?: number;
}

/**
 * Encodes loops in worker threads, first come first served, so the main thread only passes
 * messages (../shared/audio.md: on the main thread encoding stalls the event loop; two workers
 * kept stalls under 30 ms). Workers start on the first job and end when idle, so a server that
 * plays nothing runs none.
 */
export class EncoderPool {
  private readonly queue: Job[] = [];
  private readonly slots = new Set<Slot>();
  private boot: URL | null = null;
  private closed = false;

  constructor(private readonly options: EncoderPoolOptions) {}

  encode(voice: Voice): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new Error('the encoder pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ voice, resolve, reject });
      this.dispatch();
    });
  }

  /** Jobs waiting or running: what a request for an unencoded loop waits behind. */
  get pending(): number {
    return this.queue.length + [...this.slots].filter((slot) => slot.job !== null).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the encoder pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = [...this.slots].find((candidate) => candidate.job === null) ?? this.spawn();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.job = job;
      const request: EncodeRequest = { id: 0, voice: job.voice };
      slot.worker.postMessage(request);
    }
  }

  private spawn(): Slot | null {
    if (this.slots.size >= this.options.size) return null;
    this.boot ??= bootModule();
    // Not the parent's flags: tsx's CLI flags would register its loader a second time.
    const worker = new Worker(this.boot, { execArgv: [] });
    // A worker never keeps the process alive on its own: a server has its listener for that.
    worker.unref();
    const slot: Slot = { worker, job: null, idleTimer: null };
    worker.on('message', (reply: EncodeReply) => {
      const job = slot.job;
      slot.job = null;
      if (reply.ok) job?.resolve(reply.frames);
      else job?.reject(new Error(`encoding a loop failed: ${reply.message}`));
      this.rest(slot);
      this.dispatch();
    });
    const fail = (error: Error) => {
      this.slots.delete(slot);
      slot.job?.reject(error);
      slot.job = null;
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.slots.has(slot)) fail(new Error(`an encoder worker exited with code ${code}`));
    });
    this.slots.add(slot);
    return slot;
  }

  private rest(slot: Slot): void {
    if (this.queue.length > 0 || this.closed) return;
    slot.idleTimer = setTimeout(() => void this.retire(slot), this.options.idleMs ?? 30_000);
    slot.idleTimer.unref();
  }

  private async retire(slot: Slot): Promise<void> {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    this.slots.delete(slot);
    slot.job?.reject(new Error('the encoder pool is closed'));
    await slot.worker.terminate();
  }
}
