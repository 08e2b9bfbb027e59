import type { FeaturedQuery, TracksPage } from '@rabbithole/api-contract';
import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { setTracks, tracks } from '../../../db/schema/index.ts';
import { toTrack, trackJson } from './track-fields.ts';

/**
 * Featured tracks: what DJs keep reaching for. Identified tracks (not IDs) played in at least one
 * set, by the number of distinct sets playing them, then newest release, then id: deterministic
 * for a given catalog. One statement: set_tracks counted once by a hashed GROUP BY (not a probe
 * per track), the page's ids with the total, then only those rows as JSON.
 */
export function createFeaturedTracks(db: Db) {
  const plays = db
    .select({
      track_id: setTracks.track_id,
      plays: sql<number>`count(distinct ${setTracks.set_id})::int`.as('plays'),
    })
    .from(setTracks)
    .groupBy(setTracks.track_id)
    .as('plays');
  const released = sql`coalesce(${tracks.release_date}, '0001-01-01'::date)`;
  const page = db
    .select({
      id: tracks.id,
      plays: plays.plays,
      released: sql<string>`${released}`.as('released'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(plays)
    .innerJoin(tracks, eq(tracks.id, plays.track_id))
    .where(ne(tracks.mix_type, 'ID'))
    .orderBy(desc(plays.plays), desc(released), desc(tracks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const statement = db
    .select({ track: trackJson, total: page.total })
    .from(page)
    .innerJoin(tracks, eq(tracks.id, page.id))
    .orderBy(desc(page.plays), desc(page.released), desc(page.id))
    .prepare('tracks_featured');
  const counted = db
    .select({ total: sql<number>`count(distinct ${setTracks.track_id})::int` })
    .from(setTracks)
    .innerJoin(tracks, eq(tracks.id, setTracks.track_id))
    .where(ne(tracks.mix_type, 'ID'))
    .prepare('tracks_featured_total');

  return async function featured(query: FeaturedQuery): Promise<TracksPage> {
    const rows = await statement.execute({ limit: query.limit, offset: query.offset });
    let total = rows[0]?.total ?? 0;
    // A page past the end has no row to carry the total: only then count separately.
    if (rows.length === 0 && query.offset > 0) total = (await counted.execute())[0]?.total ?? 0;
    const data = rows.map((row) => toTrack(row.track));
    return { data, pagination: { offset: query.offset, count: data.length, total } };
  };
}
