import { createHash } from 'node:crypto';
import type {
  ArtistRef,
  SetSponsor,
  SetSummary,
  SetsPage,
  SetsQuery,
} from '@rabbithole/api-contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { sets } from '../../../db/schema/index.ts';
import type { ListPlan } from '../../../db/list-query.ts';
import { setsList } from './sets-list-query.ts';

export interface SetsRepository {
  /** One page of the Discover Sets list; `total` counts every match, cursor included. */
  list(query: SetsQuery): Promise<SetsPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    setsRepository: SetsRepository;
  }
}

// The page's credits and curators come aggregated as JSON in the page query itself: one round
// trip (and one plan) per request. Names are looked up by primary key: a join here plans as a
// hash join per row, slower on tables this small. `sets.id` is spelt out (Drizzle leaves columns
// unqualified in some statements, where a bare "id" would be ambiguous in these subqueries).
const credits = sql<ArtistRef[]>`coalesce((
  select json_agg(json_build_object(
    'id', xa.artist_id,
    'name', (select a.name from artists a where a.id = xa.artist_id)
  ) order by xa.position)
  from set_artists xa where xa.set_id = sets.id), '[]')`;

const curators = sql<SetSponsor[]>`coalesce((
  select json_agg(json_build_object(
    'sponsor', coalesce(
      (select a.name from artists a where a.id = xs.artist_id),
      (select l.name from labels l where l.id = xs.label_id)),
    'sponsor_id', coalesce(xs.artist_id, xs.label_id),
    'sponsor_type', case when xs.artist_id is not null then 'artist' else 'label' end
  ) order by xs.position)
  from set_sponsors xs where xs.set_id = sets.id), '[]')`;

const summaryFields = {
  id: sets.id,
  set_name: sets.set_name,
  artist: sets.artist,
  art_url: sets.art_url,
  art_url_xl: sets.art_url_xl,
  release_date: sets.release_date,
  genre: sets.genre,
  track_genres: sets.track_genres,
  likes: sets.likes,
  duration_ms: sets.duration_ms,
  mp3_permalink: sets.mp3_permalink,
  track_count: sets.track_count,
  track_confirmed_count: sets.track_confirmed_count,
  credits,
  curators,
};

export function createSetsRepository(db: Db) {
  function preparePage(plan: ListPlan) {
    // The page's ids first, then its summaries: rows skipped by OFFSET never get their credits
    // and curators looked up, so a deep page costs what the first one does.
    const page = db
      .select({
        id: sets.id,
        // Every match, before LIMIT and OFFSET.
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(sets)
      .where(plan.where())
      .orderBy(...plan.orderBy())
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const statement = db
      .select({ ...summaryFields, total: page.total })
      .from(page)
      .innerJoin(sets, eq(sets.id, page.id))
      .orderBy(...plan.orderBy());
    // node-postgres refuses a statement name reused for other text on one connection: a name
    // from the text itself can never collide (another build of this code, another repository).
    const text = createHash('sha256').update(statement.toSQL().sql).digest('hex');
    return statement.prepare(`sets_page_${text.slice(0, 16)}`);
  }
  // One statement per plan key (sort and active filters: at most 80), built once: PostgreSQL
  // keeps each prepared on the connections that ran it, and neither driver rebuilds the SQL text
  // per request.
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  const repository: SetsRepository = {
    async list(query) {
      const plan = setsList.plan(query);
      let page = pages.get(plan.key);
      if (!page) {
        page = preparePage(plan);
        pages.set(plan.key, page);
      }
      const rows = await page.execute({ ...plan.values, limit: query.limit, offset: query.offset });

      let total = rows[0]?.total ?? 0;
      // A page past the end has no row to carry the total: only then count separately.
      if (rows.length === 0 && query.offset > 0) {
        const [counted] = await db
          .select({ total: count() })
          .from(sets)
          .where(plan.where())
          .execute(plan.values);
        total = counted?.total ?? 0;
      }

      const data = rows.map((row): SetSummary => ({
        id: row.id,
        set_name: row.set_name,
        artist: row.artist,
        artist_meta: { name: row.artist },
        artists: row.credits,
        art_url: row.art_url,
        art_url_xl: row.art_url_xl,
        release_date: row.release_date,
        genre: row.genre,
        track_genres: row.track_genres,
        likes: row.likes,
        duration: row.duration_ms,
        mp3_permalink: row.mp3_permalink,
        set_sponsors: row.curators,
        sponsor_id: row.curators[0]?.sponsor_id ?? null,
        track_count: row.track_count,
        track_confirmed_count: row.track_confirmed_count,
        // No accounts yet: guests get the user-specific fields empty (design.md section 3).
        user_likes: null,
        user_fav: null,
      }));
      return { data, pagination: { offset: query.offset, count: data.length, total } };
    },
  };
  return repository;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('setsRepository', createSetsRepository(app.db));
  },
  { name: 'sets-repository', dependencies: ['db'] },
);
