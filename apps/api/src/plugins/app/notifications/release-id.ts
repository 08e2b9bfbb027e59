import type { IdRelease } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { firstRow, rowsOf } from '../../../db/rows.ts';
import { playingAt } from '../player/listening-repository.ts';
import { instant } from './notification-json.ts';

/** Why an ID could not be released; the route and the CLI each say it their way. */
export type ReleaseRefusal =
  /** No track has the id, or it is not an ID (mix_type 'ID'). */
  | { why: 'unknown-id' }
  | { why: 'already-released' }
  /** The track it would become does not exist, or is itself an ID. */
  | { why: 'bad-track' };

/** A release done: what the API answers, and whom to wake once it is committed. */
export interface ReleaseDone {
  release: IdRelease;
  userIds: number[];
}

/**
 * Every release runs under this one lock, so releases commit one after another. A notification's
 * id comes from a sequence when it is inserted, not when it commits: two releases side by side
 * could commit ids 11 then 10, and a stream that had sent 11 would then look for "ids above 11"
 * (the Last-Event-ID resume, and each wake-up) and never send 10. Taken in turns, ids become
 * visible in increasing order. The same holds for `released_at`, taken after the lock.
 */
const RELEASE_LOCK = sql`select pg_advisory_xact_lock(hashtext('rabbithole:id-releases'))`;

/**
 * Everyone to tell about the ID `idTrackId`: its watchers (watching an ID is favouriting it), and
 * every listener who liked a moment of a set while it was playing there, by the same rule that
 * chose the track a moment like was about (listening-repository.ts).
 */
function recipientsOf(idTrackId: number) {
  return sql`select f.user_id from track_favs f
      where f.track_id = ${idTrackId}::int and f.is_fav
    union
    select l.user_id from set_likes l
      join sets ls on ls.id = l.set_id
      cross join lateral (${playingAt(sql`l.set_id`, sql`l.set_timestamp_ms`, sql`ls.duration_ms`)}) playing
      where l.set_id in (select id_st.set_id from set_tracks id_st where id_st.track_id = ${idTrackId}::int)
        and playing.track_meta_id = ${idTrackId}::int`;
}

/**
 * Releases the ID `idTrackId` as the track `trackId` (an operator says what an ID turned out to
 * be), all in one transaction: the release is recorded with the set and place the ID was first
 * heard at, every watcher and moment-liker gets one notification, and every set's track list
 * keeps the ID's place, now holding the released track (the set-stats triggers of migrations
 * 0003 and 0005 count it as identified). The ID's own row stays: its page says what it became.
 * The caller wakes `userIds` once this has resolved (committed).
 */
export function releaseId(
  db: Db,
  idTrackId: number,
  trackId: number,
): Promise<ReleaseDone | ReleaseRefusal> {
  return db.transaction(async (tx): Promise<ReleaseDone | ReleaseRefusal> => {
    await tx.execute(RELEASE_LOCK);
    // Locked against deletion until commit: both rows are referenced below.
    const tracks = await rowsOf<{ id: number; mix_type: string; id_set_id: number | null }>(
      tx,
      sql`select id, mix_type, id_set_id from tracks
        where id in (${idTrackId}::int, ${trackId}::int) for key share`,
    );
    const idTrack = tracks.find((track) => track.id === idTrackId);
    if (idTrack?.mix_type !== 'ID') return { why: 'unknown-id' };
    const released = await firstRow(
      tx,
      sql`select 1 from id_releases where id_track_id = ${idTrackId}::int`,
    );
    if (released) return { why: 'already-released' };
    const target = tracks.find((track) => track.id === trackId);
    if (!target || target.mix_type === 'ID') return { why: 'bad-track' };

    // "Found in": the set the ID is credited to when it plays there, else the first set that
    // plays it. Kept on the release: once repointed, no set_tracks row carries the ID's id.
    const place = await firstRow<{ set_id: number; track_position: number }>(
      tx,
      sql`select st.set_id, st.track_position from set_tracks st join sets s on s.id = st.set_id
        where st.track_id = ${idTrackId}::int
        order by (st.set_id is not distinct from ${idTrack.id_set_id}::int) desc,
          s.release_date, s.id, st.track_position
        limit 1`,
    );
    const release = await firstRow<{ id: number; released_dt: string }>(
      tx,
      sql`insert into id_releases as r (id_track_id, track_id, set_id, track_position, released_at)
        values (${idTrackId}::int, ${trackId}::int, ${place?.set_id ?? null}::int,
          ${place?.track_position ?? null}::int, clock_timestamp())
        returning r.id, ${instant(sql`r.released_at`)} as released_dt`,
    );
    if (!release) throw new Error('id_releases insert returned no row');
    // ON CONFLICT: one notification per listener and release, however they qualified.
    const notified = await rowsOf<{ user_id: number }>(
      tx,
      sql`insert into notifications (user_id, id_release_id, created_at)
        select recipient.user_id, r.id, r.released_at
        from (${recipientsOf(idTrackId)}) recipient, id_releases r
        where r.id = ${release.id}::int
        order by recipient.user_id
        on conflict (user_id, id_release_id) do nothing
        returning user_id`,
    );
    await tx.execute(
      sql`update set_tracks set track_id = ${trackId}::int where track_id = ${idTrackId}::int`,
    );
    return {
      release: {
        id: release.id,
        id_track_id: idTrackId,
        track_id: trackId,
        released_dt: release.released_dt,
        notified: notified.length,
      },
      userIds: notified.map((row) => row.user_id),
    };
  });
}
