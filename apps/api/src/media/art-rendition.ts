import type { Stats } from 'node:fs';
import { mkdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * Width and height of the raster rendition of generated art: a card shows its art at 156–240 CSS
 * pixels, so 480 stays sharp on a 2× screen. Measured on the demo art: about 11 KB a picture
 * against 3 KB of SVG, drawn in some 25 ms once, on a worker thread.
 */
export const RENDITION_SIZE = 480;
const QUALITY = 72;

/**
 * Renditions live beside the media, in a dot folder @fastify/static refuses to serve, so the only
 * way to one is the negotiated art URL.
 */
const RENDITIONS = '.renditions';

/**
 * Renditions kept in memory, in bytes (a busier picture draws to a bigger WebP): some 350 of the
 * demo's at about 11 KB, so a hot picture costs one stat of its SVG rather than two and a read.
 */
const MEMORY_BYTES = 4 * 1024 * 1024;

/** What a preparation found: pictures asked for, drawn now, and those that could not be drawn. */
export interface Preparation {
  pictures: number;
  drawn: number;
  failed: number;
}

/**
 * Whether a rendition was drawn from its SVG as it is: it takes the time of `stat`'s Date (rounded to
 * the millisecond), and a file just written has a finer one, so the two compare rounded.
 */
const sameModification = (rendition: Stats, source: Stats) =>
  Math.round(rendition.mtimeMs) === Math.round(source.mtimeMs);

export interface Rendition {
  body: Buffer;
  /** When the SVG it was drawn from last changed (an import redraws changed rows' art). */
  sourceModified: Date;
}

/**
 * Raster renditions (WebP) of the SVG art under the media folder, drawn on first request and kept
 * on disk. A browser builds a whole SVG document for every SVG picture on its main thread: twenty
 * cards of generated art cost /home 1.2–1.5 s of main-thread work at 4× CPU slowdown; the same
 * cards as WebP decode off the main thread (bench/README.md).
 */
export function createArtRenditions(mediaDir: string) {
  // One drawing per picture at a time: twenty cards asking at once must not draw it twenty times.
  const drawing = new Map<string, Promise<Rendition | null>>();
  // By path, with the SVG's modification time it was drawn from: another time means the SVG
  // changed, and its new rendition takes the old one's place rather than aging out beside it.
  const memory = new LRUCache<string, { sourceMtimeMs: number; rendition: Rendition }>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: ({ rendition }) => rendition.body.length,
  });

  /** Where the rendition of the SVG at `path` is kept. */
  const keptFile = (path: string) => join(mediaDir, RENDITIONS, `${path}.${RENDITION_SIZE}.webp`);

  async function find(path: string): Promise<Rendition | null> {
    const sourceStat = await stat(join(mediaDir, path)).catch(() => null);
    if (!sourceStat?.isFile()) return null;
    const remembered = memory.get(path);
    if (remembered?.sourceMtimeMs === sourceStat.mtimeMs) return remembered.rendition;
    const rendition = await draw(path, sourceStat);
    memory.set(path, { sourceMtimeMs: sourceStat.mtimeMs, rendition });
    return rendition;
  }

  async function draw(path: string, sourceStat: Stats): Promise<Rendition> {
    const source = join(mediaDir, path);
    const target = keptFile(path);
    const kept = await stat(target).catch(() => null);
    // A rendition carries its SVG's modification time: any other means the SVG was drawn again.
    if (kept && sameModification(kept, sourceStat)) {
      return { body: await readFile(target), sourceModified: sourceStat.mtime };
    }
    // Loaded with the first drawing: libvips weighs on the memory of a server that never draws.
    const { default: sharp } = await import('sharp');
    // From the bytes, not the path: libvips caches a file it opened by its path, so an SVG
    // changed in place would be drawn as it was before.
    const body = await sharp(await readFile(source))
      .resize(RENDITION_SIZE, RENDITION_SIZE, { fit: 'cover' })
      .webp({ quality: QUALITY })
      .toBuffer();
    // Written aside and renamed, so a reader never sees half a file, and two servers sharing a
    // media folder at worst draw the same picture twice.
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, body);
    await utimes(partial, sourceStat.atime, sourceStat.mtime);
    await rename(partial, target);
    return { body, sourceModified: sourceStat.mtime };
  }

  function get(path: string): Promise<Rendition | null> {
    const pending = drawing.get(path);
    if (pending) return pending;
    const started = find(path).finally(() => drawing.delete(path));
    drawing.set(path, started);
    return started;
  }

  /** Whether the rendition on disk was drawn from the SVG as it is now. */
  async function isKept(path: string): Promise<boolean> {
    const [source, kept] = await Promise.all([
      stat(join(mediaDir, path)).catch(() => null),
      stat(keptFile(path)).catch(() => null),
    ]);
    return source !== null && kept !== null && sameModification(kept, source);
  }

  async function prepare(paths: readonly string[], signal: AbortSignal): Promise<Preparation> {
    const done: Preparation = { pictures: 0, drawn: 0, failed: 0 };
    for (const path of paths) {
      if (signal.aborted) return done;
      done.pictures += 1;
      if (await isKept(path)) continue;
      // One at a time, so a page asking for art meanwhile still finds a core for its own.
      const drawn = await get(path).catch(() => null);
      if (drawn) done.drawn += 1;
      else done.failed += 1;
    }
    return done;
  }

  return {
    /** The rendition of the SVG at `path` (relative to the media folder), or null if none is there. */
    get,
    /**
     * Draws the renditions of `paths` (relative to the media folder, in order) that are missing
     * or older than their SVG, so no listener waits for them. Stops between pictures when
     * `signal` aborts.
     */
    prepare,
  };
}
