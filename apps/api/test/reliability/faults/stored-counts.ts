import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../../../src/db/database.ts';
import { firstRow, rowsOf } from '../../../src/db/rows.ts';

// The counts the database stores beside the rows they count (kept by triggers, read by every
// list), recounted from the rows. A crash between a row and its count would show here.

const DRIFT_QUERIES = {
  'set likes': sql`
    select s.id, s.likes as stored, count(l.id)::int as counted
    from sets s left join set_likes l on l.set_id = s.id
    group by s.id having s.likes <> count(l.id)`,
  'track likes': sql`
    select t.id, t.likes as stored, count(l.id)::int as counted
    from tracks t left join track_likes l on l.track_id = t.id
    group by t.id having t.likes <> count(l.id)`,
  'set track counts (identified and all)': sql`
    select s.id, s.track_count || '/' || s.track_confirmed_count as stored,
      count(x.track_id) || '/' || count(x.track_id) filter (where t.mix_type <> 'ID') as counted
    from sets s left join set_tracks x on x.set_id = s.id left join tracks t on t.id = x.track_id
    group by s.id
    having s.track_count <> count(x.track_id)
      or s.track_confirmed_count <> count(x.track_id) filter (where t.mix_type <> 'ID')`,
  'queue positions 1..n': sql`
    select user_id as id, string_agg(position::text, ',' order by position) as stored,
      count(*)::text as counted
    from queue_items group by user_id
    having min(position) <> 1 or max(position) <> count(*) or count(distinct position) <> count(*)
      or count(*) filter (where is_current) > 1`,
} as const;

export interface CountCheck {
  /** Stored counts compared with their rows. */
  checked: number;
  drifted: string[];
}

/** Opens the database (the server must be stopped on PGlite: the DATA_DIR lock) and recounts. */
export async function recountStoredCounts(options: DatabaseOptions): Promise<CountCheck> {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const size = await firstRow<{ sets: number; tracks: number; queues: number }>(
      db,
      sql`select (select count(*)::int from sets) as sets,
        (select count(*)::int from tracks) as tracks,
        (select count(distinct user_id)::int from queue_items) as queues`,
    );
    const drifted: string[] = [];
    for (const [what, query] of Object.entries(DRIFT_QUERIES)) {
      const rows = await rowsOf<{ id: number; stored: string; counted: string }>(db, query);
      for (const row of rows) {
        drifted.push(`${what} of ${row.id}: stored ${row.stored}, rows say ${row.counted}`);
      }
    }
    const checked = size ? size.sets * 3 + size.tracks + size.queues : 0;
    return { checked, drifted };
  } finally {
    await database.close();
  }
}
