import type { PageQuery, PostsPage } from '@rabbithole/api-contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { posts, sets, tracks, users } from '../../../db/schema/index.ts';
import { prepareExists, statementName } from '../artists/statement-name.ts';

/** What the comments are about: a set's page or a track's. */
export type PostsParent = 'set' | 'track';

export interface PostsRepository {
  /** One page of the comments on a set or a track, newest first; null when it does not exist. */
  list(parent: PostsParent, id: number, query: PageQuery): Promise<PostsPage | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    postsRepository: PostsRepository;
  }
}

const PARENT_COLUMN = { set: posts.set_id, track: posts.track_id } as const;

export function createPostsRepository(db: Db) {
  function preparePage(parent: PostsParent) {
    const statement = db
      .select({
        id: posts.id,
        text: posts.text,
        set_timestamp: posts.set_timestamp_ms,
        set_meta_id: posts.set_id,
        track_meta_id: posts.track_id,
        created_at: posts.created_at,
        author_id: users.id,
        username: users.username,
        avatar_url: users.avatar_url,
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

  const repository: PostsRepository = {
    async list(parent, id, query) {
      const rows = await pages[parent].execute({ id, limit: query.limit, offset: query.offset });
      // Rows prove the parent exists; only an empty page asks (every page, until comments exist).
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
      const data = rows.map((row) => ({
        id: row.id,
        text: row.text,
        set_timestamp: row.set_timestamp,
        set_meta_id: row.set_meta_id,
        track_meta_id: row.track_meta_id,
        timestamp: row.created_at.toISOString(),
        author: { id: row.author_id, username: row.username, avatar_url: row.avatar_url },
      }));
      return { data, pagination: { offset: query.offset, count: data.length, total } };
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
