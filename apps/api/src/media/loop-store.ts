import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { EncoderPool } from './encoder-pool.ts';
import { assertTileable, FRAME_BYTES } from './mp3-format.ts';
import { loopName, type Voice } from './voice.ts';

/** What decides a loop's bytes: a change to any of these files makes every loop anew. */
const GENERATOR_SOURCES = ['loop-synth.ts', 'loop-encoder.ts', 'mp3-format.ts', 'voice.ts'];

/**
 * The generator's version: a hash of its source and of the encoder's code, so no stale loop
 * is ever served after a change (and every set's ETag changes with it), with nothing to bump.
 */
export function generatorVersion(): string {
  const hash = createHash('sha256');
  for (const file of GENERATOR_SOURCES) {
    hash.update(readFileSync(new URL(`./${file}`, import.meta.url)));
  }
  // The encoder's build itself (its package.json is not exported): another version, other bytes.
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@breezystack/lamejs')));
  return `g${hash.digest('hex').slice(0, 12)}`;
}

export interface LoopStoreOptions {
  /** `DATA_DIR/audio-cache`; the loops of this generator version live in a folder below it. */
  cacheDir: string;
  version: string;
  pool: EncoderPool;
  /** Loops kept in memory, in bytes (a loop is 10–32 KB). */
  memoryBytes?: number;
}

/**
 * Every loop encoded once, ever: kept in memory (LRU), on disk under the generator's version,
 * and otherwise encoded by the pool. Concurrent requests for one loop share one encoding.
 */
export class LoopStore {
  private readonly dir: string;
  private readonly memory: LRUCache<string, Uint8Array>;
  private readonly inflight = new Map<string, Promise<Uint8Array>>();
  private prepared: Promise<void> | null = null;

  constructor(private readonly options: LoopStoreOptions) {
    this.dir = join(options.cacheDir, options.version);
    this.memory = new LRUCache({
      maxSize: options.memoryBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (frames) => frames.byteLength,
    });
  }

  /** The loop if it is in memory now, without waiting. */
  peek(voice: Voice): Uint8Array | undefined {
    return this.memory.get(loopName(voice));
  }

  get(voice: Voice): Promise<Uint8Array> {
    const name = loopName(voice);
    const cached = this.memory.get(name);
    if (cached) return Promise.resolve(cached);
    let pending = this.inflight.get(name);
    if (!pending) {
      pending = this.load(name, voice).finally(() => this.inflight.delete(name));
      this.inflight.set(name, pending);
    }
    return pending;
  }

  private async load(name: string, voice: Voice): Promise<Uint8Array> {
    await this.prepare();
    const file = join(this.dir, `${name}.mp3`);
    const stored = await readFile(file).catch(() => null);
    let frames: Uint8Array | null = stored && isLoop(stored, voice) ? stored : null;
    if (!frames) {
      frames = await this.options.pool.encode(voice);
      // Written aside and renamed: a reader (or a crash) never sees half a loop.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, frames);
      await rename(partial, file);
    }
    this.memory.set(name, frames);
    return frames;
  }

  /** Creates this version's folder and removes other versions' (they will never be read again). */
  private prepare(): Promise<void> {
    this.prepared ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const entries = await readdir(this.options.cacheDir, { withFileTypes: true });
      await Promise.all(
        entries
          .filter((entry) => entry.isDirectory() && entry.name !== this.options.version)
          .map((entry) => rm(join(this.options.cacheDir, entry.name), { recursive: true })),
      ).catch(() => undefined);
    })().catch((error: unknown) => {
      this.prepared = null; // a later request tries again
      throw error;
    });
    return this.prepared;
  }
}

function isLoop(bytes: Uint8Array, voice: Voice): boolean {
  if (bytes.length !== voice.barFrames * FRAME_BYTES) return false;
  try {
    assertTileable(bytes);
    return true;
  } catch {
    return false;
  }
}
