import type { FavStats, FollowStats, LikeState, PurchaseState } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { firstRow } from '../../../db/rows.ts';
import { artistLikesTotal, labelLikesTotal } from './user-fields.ts';

/** What a user follows (artist_user_stats, label_user_stats). */
export type Followed = 'artist' | 'label';
/** What a user favourites and likes (set_favs and set_likes, track_favs and track_likes). */
export type Faved = 'set' | 'track';

/**
 * The signed-in user's writes of spec.md section 7, "Stats, favourites, plays". Each is one
 * statement, so it is atomic on PGlite and PostgreSQL alike, and each answers the state it left,
 * or null when the artist, label, set or track does not exist.
 *
 * Toggles stay right under concurrency: a flag flips in `insert … on conflict do update set
 * x = not x`, which PostgreSQL runs one after another for one row (a second waits for the first
 * to commit and flips what it left); likes go through toggle_track_like() and toggle_set_like()
 * (migration 0008), which lock the liked row first. Counts (`likes`) are kept by the likes
 * triggers (migration 0005), so they always equal the rows behind them.
 */
export interface EngagementRepository {
  /** Flips whether the user follows the artist or label. */
  toggleFollow(kind: Followed, userId: number, id: number): Promise<FollowStats | null>;
  /** Flips `show_likes` of the user's relation to the artist or label. */
  toggleFollowShowLikes(kind: Followed, userId: number, id: number): Promise<FollowStats | null>;
  /** Flips whether the set or track is one of the user's favourites (an ID: watched). */
  toggleFav(kind: Faved, userId: number, id: number): Promise<FavStats | null>;
  /** Flips `show_likes` of the user's favourite of the set or track. */
  toggleFavShowLikes(kind: Faved, userId: number, id: number): Promise<FavStats | null>;
  /** Flips the user's like of the track, or of the set as a whole (see toggle_set_like()). */
  toggleLike(kind: Faved, userId: number, id: number): Promise<LikeState | null>;
  /** Marks the track purchased by the user; again changes nothing. */
  purchase(userId: number, trackId: number): Promise<PurchaseState | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    engagementRepository: EngagementRepository;
  }
}

/** The tables of each kind, written as SQL identifiers (never from input). */
const FOLLOWS = {
  artist: { table: 'artist_user_stats', column: 'artist_id', catalog: 'artists' },
  label: { table: 'label_user_stats', column: 'label_id', catalog: 'labels' },
} as const;
const FAVS = {
  set: { table: 'set_favs', column: 'set_id', catalog: 'sets', likes: 'set_likes' },
  track: { table: 'track_favs', column: 'track_id', catalog: 'tracks', likes: 'track_likes' },
} as const;

export function createEngagementRepository(db: Db): EngagementRepository {
  /**
   * Upserts the user's row about catalog row `id` (only if that exists): `inserted` is the new
   * row's values, `flipped` what a conflict sets; answers the row as left, plus `extra`.
   */
  function upsert<Row>(
    spec: { table: string; column: string; catalog: string },
    userId: number,
    id: number,
    inserted: Record<string, SQL>,
    flipped: SQL,
    returning: SQL,
  ) {
    const table = sql.raw(spec.table);
    const column = sql.raw(spec.column);
    const names = sql.raw(Object.keys(inserted).join(', '));
    const values = sql.join(Object.values(inserted), sql`, `);
    return firstRow<Row>(
      db,
      sql`with toggled as (
        insert into ${table} as mine (user_id, ${column}, ${names})
        select ${userId}::int, target.id, ${values}
        from ${sql.raw(spec.catalog)} target where target.id = ${id}::int
        on conflict (user_id, ${column}) do update set ${flipped}, updated_at = now()
        returning mine.*)
      select ${returning} from toggled`,
    );
  }

  const followAnswer = (kind: Followed, userId: number, id: number) =>
    sql`toggled.is_followed, toggled.show_likes, ${(kind === 'artist'
      ? artistLikesTotal
      : labelLikesTotal)(sql`${userId}::int`, sql`${id}::int`)} as total_user_likes`;

  const favAnswer = (kind: Faved, userId: number, id: number) =>
    sql`toggled.is_fav, toggled.show_likes, (select count(*)::int from ${sql.raw(FAVS[kind].likes)}
      l where l.user_id = ${userId}::int and l.${sql.raw(FAVS[kind].column)} = ${id}::int)
      as total_user_likes`;

  return {
    toggleFollow: (kind, userId, id) =>
      upsert<FollowStats>(
        FOLLOWS[kind],
        userId,
        id,
        { is_followed: sql`true`, followed_at: sql`now()` },
        sql`is_followed = not mine.is_followed,
          followed_at = case when mine.is_followed then null else now() end`,
        followAnswer(kind, userId, id),
      ),
    toggleFollowShowLikes: (kind, userId, id) =>
      upsert<FollowStats>(
        FOLLOWS[kind],
        userId,
        id,
        { show_likes: sql`false` },
        sql`show_likes = not mine.show_likes`,
        followAnswer(kind, userId, id),
      ),
    toggleFav: (kind, userId, id) =>
      upsert<FavStats>(
        FAVS[kind],
        userId,
        id,
        { is_fav: sql`true`, faved_at: sql`now()` },
        sql`is_fav = not mine.is_fav,
          faved_at = case when mine.is_fav then null else now() end`,
        favAnswer(kind, userId, id),
      ),
    toggleFavShowLikes: (kind, userId, id) =>
      upsert<FavStats>(
        FAVS[kind],
        userId,
        id,
        { show_likes: sql`false` },
        sql`show_likes = not mine.show_likes`,
        favAnswer(kind, userId, id),
      ),
    toggleLike: (kind, userId, id) =>
      firstRow<LikeState>(
        db,
        kind === 'track'
          ? sql`select * from toggle_track_like(${userId}::int, ${id}::int)`
          : sql`select * from toggle_set_like(${userId}::int, ${id}::int)`,
      ),
    purchase: (userId, trackId) =>
      upsert<PurchaseState>(
        FAVS.track,
        userId,
        trackId,
        { is_purchased: sql`true` },
        sql`is_purchased = true`,
        sql`toggled.is_purchased`,
      ),
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('engagementRepository', createEngagementRepository(app.db));
  },
  { name: 'engagement-repository', dependencies: ['db'] },
);
