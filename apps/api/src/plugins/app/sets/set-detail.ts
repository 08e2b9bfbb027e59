import type { SetDetail, SetTrackPlay } from '@rabbithole/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { sets, setTracks } from '../../../db/schema/index.ts';
import { toTrack, trackJson, type TrackRow } from '../tracks/track-fields.ts';
import { summaryFields, toSummary } from './set-summary.ts';

interface SetTrackRow {
  id: number;
  track_position: number;
  track_meta_id: number;
  start_time: number;
  end_time: number | null;
  set_meta_id: number;
  track_meta: TrackRow;
}

/**
 * The track list, each entry with its track, in play order: aggregated in the set's own row so
 * the whole page is one statement. `tracks` here is the entry's track (trackJson correlates on it).
 */
const setTracksJson = sql<SetTrackRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', st.id,
    'track_position', st.track_position,
    'track_meta_id', st.track_id,
    'start_time', st.start_time,
    'end_time', st.end_time,
    'set_meta_id', st.set_id,
    'track_meta', ${trackJson}
  ) order by st.track_position)
  from set_tracks st join tracks on tracks.id = st.track_id
  where st.set_id = sets.id), '[]')`;

/** A set's page and a set track's play position, each one prepared statement. */
export function createSetDetail(db: Db) {
  const detail = db
    .select({
      ...summaryFields,
      // As text: node-postgres would otherwise make a JS Date of a date column read raw.
      recorded_date: sql<string | null>`sets.recorded_date::text`,
      description: sets.description,
      set_tracks: setTracksJson,
    })
    .from(sets)
    .where(eq(sets.id, sql.placeholder('id')))
    .prepare('sets_detail');

  const play = db
    .select({ set_meta_id: setTracks.set_id, start_time: setTracks.start_time })
    .from(setTracks)
    .where(eq(setTracks.id, sql.placeholder('id')))
    .prepare('set_tracks_play');

  return {
    async get(id: number): Promise<SetDetail | null> {
      const [row] = await detail.execute({ id });
      if (!row) return null;
      return {
        ...toSummary(row),
        recorded_date: row.recorded_date,
        description: row.description,
        set_tracks: row.set_tracks.map((entry) => ({
          ...entry,
          track_meta: toTrack(entry.track_meta),
        })),
        // The guest's answer, shared through the read cache: userFields fills a caller's own.
        user_moments: null,
      };
    },
    async play(setTrackId: number): Promise<SetTrackPlay | null> {
      const [row] = await play.execute({ id: setTrackId });
      return row ?? null;
    },
  };
}
