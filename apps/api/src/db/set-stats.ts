import { inArray, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { sets } from './schema/index.ts';

// Ids per UPDATE: well under PostgreSQL's 65535 bind parameters.
const BATCH = 1000;

/**
 * Correlated on the `sets` row being updated; spelt out because Drizzle may leave a column of a
 * single-table statement unqualified, and a bare "id" would mean set_tracks.id here.
 */
const playedTracks = sql`set_tracks xt join tracks t on t.id = xt.track_id where xt.set_id = sets.id`;

/**
 * Recomputes what the sets row stores about its tracks (track_count, track_confirmed_count,
 * track_genres) from set_tracks ⋈ tracks. Whoever writes sets, set_tracks, or a track's genre or
 * mix_type calls this in the same transaction with the ids of every set concerned (for a track:
 * every set that plays it), so the lists never read stale values.
 */
export async function refreshSetStats(db: Db, setIds: readonly number[]): Promise<void> {
  const ids = [...new Set(setIds)];
  for (let start = 0; start < ids.length; start += BATCH) {
    await db
      .update(sets)
      .set({
        track_count: sql`(select count(*)::int from ${playedTracks})`,
        // An ID (mix_type 'ID') is a track nobody has identified yet.
        track_confirmed_count: sql`(select count(*)::int from ${playedTracks} and t.mix_type <> 'ID')`,
        // Most-played genre first, so a client showing three chips shows the set's character.
        track_genres: sql`coalesce((select array_agg(g.genre order by g.plays desc, g.genre)
          from (select t.genre, count(*) as plays from ${playedTracks} and t.genre is not null
            group by t.genre) g), '{}')`,
      })
      .where(inArray(sets.id, ids.slice(start, start + BATCH)));
  }
}
