import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { sets, setTracks, tracks } from '../../../db/schema/index.ts';
import { EncoderPool } from '../../../media/encoder-pool.ts';
import type { MediaBody } from '../../../media/http-range.ts';
import { generatorVersion, LoopStore } from '../../../media/loop-store.ts';
import { planSetAudio, readVirtualMp3, type SetAudioPlan } from '../../../media/virtual-mp3.ts';

/**
 * The bytes of a set change only when its track list (or the generator) changes, and the ETag
 * says which: a day without asking, then a cheap revalidation.
 */
const AUDIO_CACHE = 'public, max-age=86400';

export interface SetAudio {
  /** The set's MP3 (an uploaded file, else generated), or null when there is no such set. */
  body(setId: number): Promise<MediaBody | null>;
  /** The generated audio's plan, or null when there is no such set (tests, tools). */
  plan(setId: number): Promise<SetAudioPlan | null>;
  readonly store: LoopStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    setAudio: SetAudio;
  }
}

async function loadPlan(db: Db, setId: number, version: string): Promise<SetAudioPlan | null> {
  const rows = await db
    .select({
      durationMs: sets.duration_ms,
      trackId: setTracks.track_id,
      startMs: setTracks.start_time,
      bpm: tracks.bpm,
      key: tracks.key,
    })
    .from(sets)
    .leftJoin(setTracks, eq(setTracks.set_id, sets.id))
    .leftJoin(tracks, eq(tracks.id, setTracks.track_id))
    .where(eq(sets.id, setId))
    .orderBy(asc(setTracks.start_time), asc(setTracks.track_position));
  const first = rows[0];
  if (!first) return null;
  const timed = rows.flatMap((row) =>
    row.trackId === null || row.startMs === null
      ? []
      : [{ trackId: row.trackId, startMs: row.startMs, bpm: row.bpm, key: row.key }],
  );
  return planSetAudio({ id: setId, durationMs: first.durationMs }, timed, version);
}

/** A real MP3 put beside the catalog by an import: served instead of the generated audio. */
async function uploadedBody(path: string): Promise<MediaBody | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  return {
    size: info.size,
    etag: `"u${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
    lastModified: info.mtime,
    contentType: 'audio/mpeg',
    cacheControl: AUDIO_CACHE,
    read: (first, last) => createReadStream(path, { start: first, end: last }),
  };
}

/**
 * design.md / ../shared/audio.md: every set plays, generated from one-bar loops per track voice,
 * encoded on demand in worker threads and cached under DATA_DIR/audio-cache/<generator version>.
 * Nothing is encoded at start: a request waits only for the loops its range reads, one at a time
 * in the order it reads them, so a cold set answers after one loop and others are not held up.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const version = generatorVersion();
    const pool = new EncoderPool({ size: Math.min(2, availableParallelism()) });
    const store = new LoopStore({ cacheDir: join(config.dataDir, 'audio-cache'), version, pool });
    const uploads = join(config.mediaDir, 'uploads', 'sets');
    const plan = (setId: number) => loadPlan(app.db, setId, version);

    app.decorate('setAudio', {
      store,
      plan,
      async body(setId) {
        const found = await plan(setId);
        if (!found) return null;
        const uploaded = await uploadedBody(join(uploads, `${setId}.mp3`));
        if (uploaded) return uploaded;
        return {
          size: found.size,
          etag: found.etag,
          contentType: 'audio/mpeg',
          cacheControl: AUDIO_CACHE,
          read: (first, last) =>
            Readable.from(
              readVirtualMp3(found, first, last, (voice) => store.get(voice)),
              {
                objectMode: false,
              },
            ),
        };
      },
    } satisfies SetAudio);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'set-audio', dependencies: ['db'] },
);
