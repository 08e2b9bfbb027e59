import type { MomentLike, PlayProgress } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { firstRow } from '../../../db/rows.ts';

/** Why a moment of a set could not be saved or liked; the route says it in HTTP. */
export type MomentRefusal =
  | { why: 'unknown-set' }
  /** `durationMs`: the set's end, the last moment there is. */
  | { why: 'past-end'; durationMs: number }
  | { why: 'no-track' };

/**
 * Where the caller is in each set, and their likes of a moment of one (spec.md section 7,
 * "Stats, favourites, plays": PUT /plays, POST /set-likes). A moment is in milliseconds from the
 * set's start, from 0 to its duration.
 */
export interface ListeningRepository {
  /** Keeps the caller's position in the set, replacing the last one. */
  savePlay(
    userId: number,
    setId: number,
    positionMs: number,
  ): Promise<PlayProgress | MomentRefusal>;
  /**
   * Likes the set at the moment and the track playing then, which also becomes one of the
   * caller's favourites; all or nothing.
   */
  likeMoment(userId: number, setId: number, momentMs: number): Promise<MomentLike | MomentRefusal>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listeningRepository: ListeningRepository;
  }
}

/**
 * The set track playing at `moment` of the set `setId` (whose duration is `duration`): it started
 * at or before the moment and has not ended. A track ends at its `end_time`, else where the next
 * one starts, else (the last) with the set. The set's very last moment still belongs to the track
 * playing up to it, since the player's position at the end of a set is its duration. Of tracks
 * that overlap, the one that started last. Each argument is a value or a column of an outer row
 * (a release asks, for each stored like, which track was playing then).
 */
export function playingAt(setId: number | SQL, moment: number | SQL, duration: number | SQL): SQL {
  return sql`select st.id as set_track_id, st.track_id as track_meta_id, t.title
    from set_tracks st
    join tracks t on t.id = st.track_id
    cross join lateral (select coalesce(st.end_time,
      (select min(n.start_time) from set_tracks n
        where n.set_id = st.set_id and n.start_time > st.start_time),
      ${duration}::int) as ends) e
    where st.set_id = ${setId}::int and st.start_time <= ${moment}::int
      and (${moment}::int < e.ends or (${moment}::int = ${duration}::int and e.ends >= ${duration}::int))
    order by st.start_time desc, st.track_position desc
    limit 1`;
}

export function createListeningRepository(db: Db): ListeningRepository {
  return {
    async savePlay(userId, setId, positionMs) {
      // One statement: the set is read and the position written in the same snapshot, so a
      // moment is never checked against one set and stored against another state of it.
      const row = await firstRow<{ duration_ms: number; position_ms: number | null }>(
        db,
        sql`with target as (select id, duration_ms from sets where id = ${setId}::int),
          saved as (
            insert into play_progress as p (user_id, set_id, position_ms)
            select ${userId}::int, target.id, ${positionMs}::int from target
            where ${positionMs}::int <= target.duration_ms
            on conflict (user_id, set_id) do update
              set position_ms = excluded.position_ms, updated_at = now()
            returning p.position_ms)
          select target.duration_ms, (select position_ms from saved) as position_ms from target`,
      );
      if (!row) return { why: 'unknown-set' };
      if (row.position_ms === null) return { why: 'past-end', durationMs: row.duration_ms };
      return { set_meta_id: setId, current_timestamp: row.position_ms };
    },

    likeMoment(userId, setId, momentMs) {
      return db.transaction(async (tx): Promise<MomentLike | MomentRefusal> => {
        // Locked as toggle_set_like() (migration 0008) and the likes trigger lock it: likes of
        // one set take turns, so each answer counts the likes before it.
        const set = await firstRow<{ duration_ms: number }>(
          tx,
          sql`select duration_ms from sets where id = ${setId}::int for no key update`,
        );
        if (!set) return { why: 'unknown-set' };
        if (momentMs > set.duration_ms) return { why: 'past-end', durationMs: set.duration_ms };
        const track = await firstRow<MomentLike['track']>(
          tx,
          playingAt(setId, momentMs, set.duration_ms),
        );
        if (!track) return { why: 'no-track' };

        await tx.execute(sql`insert into set_likes (user_id, set_id, set_timestamp_ms)
          values (${userId}::int, ${setId}::int, ${momentMs}::int)`);
        // A favourite as PUT /favs/track/{id} turns one on (faved_at: since when); one already
        // on is left as it is, with whether its likes show.
        await tx.execute(sql`insert into track_favs as f (user_id, track_id, is_fav, faved_at)
          values (${userId}::int, ${track.track_meta_id}::int, true, now())
          on conflict (user_id, track_id) do update
            set is_fav = true, faved_at = now(), updated_at = now()
            where not f.is_fav`);
        // One like per user and track (unique, migration 0008): a track liked already stays so.
        await tx.execute(sql`insert into track_likes (user_id, track_id)
          values (${userId}::int, ${track.track_meta_id}::int)
          on conflict (user_id, track_id) do nothing`);
        // Read after the inserts: the likes triggers (migration 0005) have counted them.
        const counts = await firstRow<{ likes: number; user_likes: number }>(
          tx,
          sql`select s.likes, (select count(*)::int from set_likes l
              where l.user_id = ${userId}::int and l.set_id = s.id) as user_likes
            from sets s where s.id = ${setId}::int`,
        );
        return {
          likes: counts?.likes ?? 0,
          user_likes: counts?.user_likes ?? 0,
          set_timestamp: momentMs,
          track,
        };
      });
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('listeningRepository', createListeningRepository(app.db));
  },
  { name: 'listening-repository', dependencies: ['db'] },
);
