import { createHash } from 'node:crypto';
import {
  FEATURED_MAX,
  type PageQuery,
  type SetDetail,
  type SetTrackPlay,
  type SetsPage,
  type SetsQuery,
} from '@rabbithole/api-contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { artists, labels, setFavs, sets, tracks } from '../../../db/schema/index.ts';
import type { ListPlan } from '../../../db/list-query.ts';
import { createSetDetail } from './set-detail.ts';
import { searchIdsFinder, withFound } from '../../../db/search.ts';
import { setLists, type SetListQuery } from './set-sub-lists-query.ts';
import { SET_SEARCH } from './sets-list-query.ts';
import { summaryFields, toSummary } from './set-summary.ts';

/** The parents a set sub-list may be scoped to. */
export type SetParent = 'artist' | 'label' | 'track';

export interface SetsRepository {
  /** One page of the Discover Sets list; `total` counts every match, cursor included. */
  list(query: SetsQuery): Promise<SetsPage>;
  /** An artist's, label's or track's sets; null when the parent does not exist. */
  listFor(parent: SetParent, id: number, query: SetsQuery): Promise<SetsPage | null>;
  /** Sets of the year up to the newest one, most liked first, then newest, then id (≤ 100). */
  featured(query: PageQuery): Promise<SetsPage>;
  /** A set with its track list; null when there is no such set. */
  get(id: number): Promise<SetDetail | null>;
  /** Where a set track entry plays; null when there is no such entry. */
  play(setTrackId: number): Promise<SetTrackPlay | null>;
  /** The user's favourite sets, newest favourite first (the Liked Sets tab). */
  favouritesOf(userId: number, query: PageQuery): Promise<SetsPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    setsRepository: SetsRepository;
  }
}

/**
 * Featured: the year up to the newest set in the catalog (not up to today, so the pick is the same
 * on every run of a fixed catalog), most liked first.
 */
const FEATURED_PLAN: ListPlan = {
  key: 'featured',
  values: {},
  where: () => sql`sets.release_date >= (select max(xs.release_date) from sets xs) - 365`,
  orderBy: () => [desc(sets.likes), desc(sets.release_date), desc(sets.id)],
};

const SCOPE_KEY = { artist: 'artist_id', label: 'label_id', track: 'track_id' } as const;

export function createSetsRepository(db: Db) {
  /** `cap`: the list holds at most this many matches (featured), so the total counts no more. */
  function preparePage(plan: ListPlan, cap?: number) {
    // The page's ids first, then its summaries: rows skipped by OFFSET never get their credits
    // and curators looked up, so a deep page costs what the first one does. The total is its own
    // count (an InitPlan, run once): a window count(*) over the matches would read every match
    // in sort order before the first row.
    const page = db
      .select({ id: sets.id })
      .from(sets)
      .where(plan.where())
      .orderBy(...plan.orderBy())
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const where = plan.where();
    const matches = sql`select 1 from sets${where ? sql` where ${where}` : sql``}`;
    const total = sql<number>`(select count(*)::int from (${matches}${
      cap === undefined ? sql`` : sql` limit ${sql.raw(String(cap))}`
    }) matches)`;
    const statement = db
      .select({ ...summaryFields, total })
      .from(page)
      .innerJoin(sets, eq(sets.id, page.id))
      .orderBy(...plan.orderBy());
    // node-postgres refuses a statement name reused for other text on one connection: a name
    // from the text itself can never collide (another build of this code, another repository).
    const text = createHash('sha256').update(statement.toSQL().sql).digest('hex');
    return statement.prepare(`sets_page_${text.slice(0, 16)}`);
  }
  // One statement per plan key (sort and active filters), built once: PostgreSQL keeps each
  // prepared on the connections that ran it, and neither driver rebuilds the SQL text per request.
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  async function run(plan: ListPlan, query: Pick<SetsQuery, 'limit' | 'offset'>, cap?: number) {
    let page = pages.get(plan.key);
    if (!page) {
      page = preparePage(plan, cap);
      pages.set(plan.key, page);
    }
    // Never past the cap: the last page of a capped list is short.
    const limit = cap === undefined ? query.limit : Math.min(query.limit, cap - query.offset);
    const rows =
      limit <= 0 ? [] : await page.execute({ ...plan.values, limit, offset: query.offset });

    let total = rows[0]?.total ?? 0;
    // A page past the end has no row to carry the total: only then count separately.
    if (rows.length === 0 && query.offset > 0) {
      const [counted] = await db
        .select({ total: count() })
        .from(sets)
        .where(plan.where())
        .execute(plan.values);
      total = Math.min(counted?.total ?? 0, cap ?? Infinity);
    }
    const data = rows.map(toSummary);
    return { data, pagination: { offset: query.offset, count: data.length, total } };
  }

  // Asked only when a sub-list is empty: the common answer stays one round trip.
  const parents = {
    artist: db
      .select({ id: artists.id })
      .from(artists)
      .where(eq(artists.id, sql.placeholder('id'))),
    label: db
      .select({ id: labels.id })
      .from(labels)
      .where(eq(labels.id, sql.placeholder('id'))),
    track: db
      .select({ id: tracks.id })
      .from(tracks)
      .where(eq(tracks.id, sql.placeholder('id'))),
  };
  const parentExists = {
    artist: parents.artist.prepare('sets_parent_artist'),
    label: parents.label.prepare('sets_parent_label'),
    track: parents.track.prepare('sets_parent_track'),
  };
  // A user's favourites by their partial index (user_id, faved_at, set_id), newest first.
  const favourite = and(eq(setFavs.user_id, sql.placeholder('user')), sql`${setFavs.is_fav}`);
  const favourites = (() => {
    const newest = [desc(setFavs.faved_at), desc(setFavs.set_id)];
    const page = db
      .select({ id: setFavs.set_id, faved_at: setFavs.faved_at })
      .from(setFavs)
      .where(favourite)
      .orderBy(...newest)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const total = sql<number>`(select count(*)::int from ${setFavs} where ${favourite})`;
    const statement = db
      .select({ ...summaryFields, total })
      .from(page)
      .innerJoin(sets, eq(sets.id, page.id))
      .orderBy(desc(page.faved_at), desc(page.id));
    const text = createHash('sha256').update(statement.toSQL().sql).digest('hex');
    return statement.prepare(`sets_favourites_${text.slice(0, 16)}`);
  })();
  const favouritesCount = db
    .select({ total: count() })
    .from(setFavs)
    .where(favourite)
    .prepare('sets_favourites_count');

  const detail = createSetDetail(db);
  const findSets = searchIdsFinder(db, SET_SEARCH);
  const plan = async (query: SetListQuery) => setLists.plan(await withFound(query, findSets));

  const repository: SetsRepository = {
    list: async (query) => run(await plan(query), query),
    async listFor(parent, id, query) {
      const scoped: SetListQuery = { ...query, [SCOPE_KEY[parent]]: id };
      const page = await run(await plan(scoped), query);
      if (page.pagination.total === 0) {
        const found = await parentExists[parent].execute({ id });
        if (found.length === 0) return null;
      }
      return page;
    },
    featured: (query) => run(FEATURED_PLAN, query, FEATURED_MAX),
    get: (id) => detail.get(id),
    play: (setTrackId) => detail.play(setTrackId),
    async favouritesOf(userId, query) {
      const rows = await favourites.execute({ user: userId, ...query });
      let total = rows[0]?.total ?? 0;
      // A page past the end has no row to carry the total: only then count separately.
      if (rows.length === 0 && query.offset > 0) {
        total = (await favouritesCount.execute({ user: userId }))[0]?.total ?? 0;
      }
      const data = rows.map(toSummary);
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
