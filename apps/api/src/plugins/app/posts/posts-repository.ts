import type { PageQuery, Post, PostsPage } from '@rabbithole/api-contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { posts, sets, setTracks, tracks, users } from '../../../db/schema/index.ts';
import { prepareExists, statementName } from '../artists/statement-name.ts';

/** What the comments are about: a set's page or a track's. */
export type PostsParent = 'set' | 'track';

/** A comment as its edit is checked: whose it is, what it is on, and how long that set is. */
export interface StoredPost {
  id: number;
  userId: number;
  setId: number | null;
  trackId: number | null;
  /** Of the set it is on; null for a comment on a track page. */
  setDurationMs: number | null;
}

/** What a new comment would be on, as the database has it. */
export interface PostTarget {
  /** Null when no set was named; undefined when the named set does not exist. */
  setDurationMs: number | null | undefined;
  /** False only when a named track does not exist. */
  trackFound: boolean;
  /** False only when both were named and the track is not on the set's track list. */
  trackInSet: boolean;
}

export interface NewPost {
  userId: number;
  setId: number | null;
  trackId: number | null;
  text: string;
  setTimestampMs: number | null;
}

export interface PostsRepository {
  /** One page of the comments on a set or a track, newest first; null when it does not exist. */
  list(parent: PostsParent, id: number, query: PageQuery): Promise<PostsPage | null>;
  target(setId: number | null, trackId: number | null): Promise<PostTarget>;
  find(id: number): Promise<StoredPost | null>;
  /** The new comment; null when its set or track was deleted since `target` was asked. */
  create(post: NewPost): Promise<Post | null>;
  /** The edited comment; null when the user has no comment of this id (any more). */
  update(
    id: number,
    userId: number,
    changes: Pick<NewPost, 'text' | 'setTimestampMs'>,
  ): Promise<Post | null>;
  /** False when the user has no comment of this id (any more). */
  remove(id: number, userId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    postsRepository: PostsRepository;
  }
}

const PARENT_COLUMN = { set: posts.set_id, track: posts.track_id } as const;

const POST_COLUMNS = {
  id: posts.id,
  text: posts.text,
  set_timestamp: posts.set_timestamp_ms,
  set_meta_id: posts.set_id,
  track_meta_id: posts.track_id,
  created_at: posts.created_at,
  author_id: users.id,
  username: users.username,
  avatar_url: users.avatar_url,
};

interface PostRow {
  id: number;
  text: string;
  set_timestamp: number | null;
  set_meta_id: number | null;
  track_meta_id: number | null;
  created_at: Date;
  author_id: number;
  username: string;
  avatar_url: string | null;
}

const toPost = (row: PostRow): Post => ({
  id: row.id,
  text: row.text,
  set_timestamp: row.set_timestamp,
  set_meta_id: row.set_meta_id,
  track_meta_id: row.track_meta_id,
  timestamp: row.created_at.toISOString(),
  author: { id: row.author_id, username: row.username, avatar_url: row.avatar_url },
});

/** A foreign key refused the row (SQLSTATE 23503); Drizzle wraps the driver's error. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export function createPostsRepository(db: Db) {
  function preparePage(parent: PostsParent) {
    const statement = db
      .select({
        ...POST_COLUMNS,
        // Every match, before LIMIT and OFFSET.
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.user_id))
      .where(eq(PARENT_COLUMN[parent], sql.placeholder('id')))
      // Newest first; the id orders comments written in the same instant.
      .orderBy(desc(posts.created_at), desc(posts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return statement.prepare(statementName(`posts_${parent}`, statement.toSQL().sql));
  }
  const pages = { set: preparePage('set'), track: preparePage('track') };
  const parents = { set: prepareExists(db, sets), track: prepareExists(db, tracks) };

  async function post(id: number): Promise<Post | null> {
    const [row] = await db
      .select(POST_COLUMNS)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.user_id))
      .where(eq(posts.id, id));
    return row ? toPost(row) : null;
  }

  const repository: PostsRepository = {
    async list(parent, id, query) {
      const rows = await pages[parent].execute({ id, limit: query.limit, offset: query.offset });
      // Rows prove the parent exists; only an empty page asks.
      if (rows.length === 0 && (await parents[parent].execute({ id })).length === 0) return null;
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.offset > 0) {
        const [counted] = await db
          .select({ total: count() })
          .from(posts)
          .innerJoin(users, eq(users.id, posts.user_id))
          .where(eq(PARENT_COLUMN[parent], id));
        total = counted?.total ?? 0;
      }
      const data = rows.map(toPost);
      return { data, pagination: { offset: query.offset, count: data.length, total } };
    },

    async target(setId, trackId) {
      const setRows =
        setId === null
          ? null
          : await db.select({ duration: sets.duration_ms }).from(sets).where(eq(sets.id, setId));
      const trackFound =
        trackId === null || (await parents.track.execute({ id: trackId })).length > 0;
      const trackInSet =
        setId === null ||
        trackId === null ||
        (
          await db
            .select({ id: setTracks.id })
            .from(setTracks)
            .where(and(eq(setTracks.set_id, setId), eq(setTracks.track_id, trackId)))
            .limit(1)
        ).length > 0;
      const setDurationMs = setRows === null ? null : setRows[0]?.duration;
      return { setDurationMs, trackFound, trackInSet };
    },

    async find(id) {
      const [row] = await db
        .select({
          id: posts.id,
          userId: posts.user_id,
          setId: posts.set_id,
          trackId: posts.track_id,
          setDurationMs: sets.duration_ms,
        })
        .from(posts)
        .leftJoin(sets, eq(sets.id, posts.set_id))
        .where(eq(posts.id, id));
      return row ?? null;
    },

    async create({ userId, setId, trackId, text, setTimestampMs }) {
      let inserted: { id: number } | undefined;
      try {
        [inserted] = await db
          .insert(posts)
          .values({
            user_id: userId,
            set_id: setId,
            track_id: trackId,
            text,
            set_timestamp_ms: setTimestampMs,
          })
          .returning({ id: posts.id });
      } catch (error) {
        if (isForeignKeyViolation(error)) return null;
        throw error;
      }
      return inserted ? post(inserted.id) : null;
    },

    async update(id, userId, { text, setTimestampMs }) {
      const [updated] = await db
        .update(posts)
        .set({ text, set_timestamp_ms: setTimestampMs, updated_at: sql`now()` })
        .where(and(eq(posts.id, id), eq(posts.user_id, userId)))
        .returning({ id: posts.id });
      return updated ? post(updated.id) : null;
    },

    async remove(id, userId) {
      const deleted = await db
        .delete(posts)
        .where(and(eq(posts.id, id), eq(posts.user_id, userId)))
        .returning({ id: posts.id });
      return deleted.length > 0;
    },
  };
  return repository;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('postsRepository', createPostsRepository(app.db));
  },
  { name: 'posts-repository', dependencies: ['db'] },
);
