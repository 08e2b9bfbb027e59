import type { Notification } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the API writes instants: UTC with all six digits of microseconds, exactly as
 * stored. A notification's `created_dt` is the `after` cursor of the next page, compared in SQL
 * as timestamptz: a JavaScript Date (milliseconds) would round it and skip or repeat items.
 */
export const instant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The notifications that can be shown, as `n` with their release `r`, released track `t` and set
 * `s` (spec.md section 3: "Notifications without a track id are not shown"; one whose set was
 * deleted has no place to name either). Every read of notifications (the list, its counts, the
 * stream) goes through these joins, so each shows and counts the same ones.
 */
export const SHOWN_NOTIFICATIONS = sql`notifications n
  join id_releases r on r.id = n.id_release_id
  join tracks t on t.id = r.track_id
  join sets s on s.id = r.set_id and r.track_position is not null`;

/** The contract's Notification of a row of SHOWN_NOTIFICATIONS. */
export const notificationJson = sql<Notification>`json_build_object(
  'id', n.id,
  'is_read', n.is_read,
  'read_dt', ${instant(sql`n.read_at`)},
  'created_dt', ${instant(sql`n.created_at`)},
  'release', json_build_object(
    'id_track_id', r.id_track_id,
    'set_meta', json_build_object('id', s.id, 'set_name', s.set_name),
    'track_meta', json_build_object(
      'id', t.id,
      'title', t.title,
      'artist', t.artist,
      'art_url_xl', t.art_url_xl,
      'release_date', t.release_date),
    'track_position', r.track_position))`;
