import { createHash } from 'node:crypto';
import {
  FEATURED_MAX,
  PAGE_SIZE,
  type PageQuery,
  type Track,
  type TracksPage,
} from '@rabbithole/api-contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import type { ListPlan } from '../../../db/list-query.ts';
import { artists, labels, trackFavs, tracks } from '../../../db/schema/index.ts';
import { toTrack, trackJson } from './track-fields.ts';
import { searchIdsFinder, withFound } from '../../../db/search.ts';
import {
  ID_SEARCH,
  TRACK_SEARCH,
  tracksList,
  type ArtistTrackCredits,
  type TrackListQuery,
} from './tracks-list-query.ts';

/** A list query without its parent: what the URL's query string gives a sub-list. */
export type TrackListOptions = Omit<TrackListQuery, 'artist' | 'label_id'>;

export interface TracksRepository {
  /** One page of Discover Tracks; `total` counts every match, cursor included. */
  list(query: TrackListOptions): Promise<TracksPage>;
  /** An artist's tracks, remixes or IDs; null when there is no such artist. */
  listForArtist(
    artistId: number,
    credits: ArtistTrackCredits,
    query: TrackListOptions,
  ): Promise<TracksPage | null>;
  /** A label's tracks; null when there is no such label. */
  listForLabel(labelId: number, query: TrackListOptions): Promise<TracksPage | null>;
  get(id: number): Promise<Track | null>;
  /** The most liked identified tracks, then newest release, then id: at most FEATURED_MAX. */
  featured(query: PageQuery): Promise<TracksPage>;
  /**
   * The admin's ID search: IDs without a release matching `search` (title, credits, the set),
   * most recently heard first, PAGE_SIZE a page.
   */
  unreleasedIds(query: { search?: string | undefined; offset: number }): Promise<TracksPage>;
  /**
   * The user's favourite tracks, newest favourite first: released ones (the Liked Tracks tab),
   * or IDs (`ids`: the Watched IDs tab).
   */
  favouritesOf(userId: number, kind: 'tracks' | 'ids', query: PageQuery): Promise<TracksPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracksRepository: TracksRepository;
  }
}

/**
 * Featured tracks: the most liked identified tracks (likes are stored on the row by trigger), then
 * the newest releases, then id; deterministic for a given catalog, and cheap: no aggregate over
 * plays. A shortlist of FEATURED_MAX, paged like any list.
 */
const FEATURED_PLAN: ListPlan = {
  key: 'featured',
  values: {},
  where: () => sql`tracks.mix_type <> 'ID'`,
  orderBy: () => [desc(tracks.likes), sql`tracks.release_date desc nulls last`, desc(tracks.id)],
};

/** A statement name from its own text: node-postgres refuses a name reused for other text. */
function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

export function createTracksRepository(db: Db) {
  /** `cap`: the list holds at most this many matches (featured), so the total counts no more. */
  function preparePage(plan: ListPlan, cap?: number) {
    // The page's ids first, then only those rows' JSON: a deep page costs what the first one
    // does. The total is its own count (an InitPlan, run once): a window count(*) over the
    // matches would read every match in sort order before the first row, slow at 100k tracks.
    const page = db
      .select({ id: tracks.id })
      .from(tracks)
      .where(plan.where())
      .orderBy(...plan.orderBy())
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const where = plan.where();
    const matches = sql`select 1 from tracks${where ? sql` where ${where}` : sql``}`;
    const total = sql<number>`(select count(*)::int from (${matches}${
      cap === undefined ? sql`` : sql` limit ${sql.raw(String(cap))}`
    }) matches)`;
    const statement = db
      .select({ track: trackJson, total })
      .from(page)
      .innerJoin(tracks, eq(tracks.id, page.id))
      .orderBy(...plan.orderBy());
    return statement.prepare(statementName('tracks_page', statement.toSQL().sql));
  }
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  const findTracks = searchIdsFinder(db, TRACK_SEARCH);
  const plan = async (query: TrackListQuery) => tracksList.plan(await withFound(query, findTracks));
  const findIds = searchIdsFinder(db, ID_SEARCH);

  async function run(
    plan: ListPlan,
    query: Pick<TrackListQuery, 'limit' | 'offset'>,
    cap?: number,
  ) {
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
        .from(tracks)
        .where(plan.where())
        .execute(plan.values);
      total = Math.min(counted?.total ?? 0, cap ?? Infinity);
    }
    const data = rows.map((row) => toTrack(row.track));
    return { data, pagination: { offset: query.offset, count: data.length, total } };
  }

  /** A sub-list's page, or null when its parent does not exist (asked only for an empty page). */
  async function scoped(query: TrackListQuery, parentExists: () => Promise<boolean>) {
    const page = await run(await plan(query), query);
    if (page.data.length === 0 && page.pagination.total === 0 && !(await parentExists())) {
      return null;
    }
    return page;
  }

  const detail = db
    .select({ track: trackJson })
    .from(tracks)
    .where(eq(tracks.id, sql.placeholder('id')))
    .prepare('tracks_detail');
  const artistExists = db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.id, sql.placeholder('id')))
    .prepare('tracks_artist_exists');
  const labelExists = db
    .select({ id: labels.id })
    .from(labels)
    .where(eq(labels.id, sql.placeholder('id')))
    .prepare('tracks_label_exists');
  const exists = async (
    statement: { execute(values: { id: number }): Promise<unknown[]> },
    id: number,
  ) => (await statement.execute({ id })).length > 0;

  /** A user's favourites of one kind, by their partial index (user_id, faved_at, track_id). */
  function prepareFavourites(kind: 'tracks' | 'ids') {
    const faved = alias(tracks, 'faved');
    const favourite = and(
      eq(trackFavs.user_id, sql.placeholder('user')),
      sql`${trackFavs.is_fav}`,
      kind === 'ids' ? sql`${faved.mix_type} = 'ID'` : sql`${faved.mix_type} <> 'ID'`,
    );
    const favourites = db
      .select({ id: trackFavs.track_id, faved_at: trackFavs.faved_at })
      .from(trackFavs)
      .innerJoin(faved, eq(faved.id, trackFavs.track_id))
      .where(favourite);
    const page = favourites
      .orderBy(desc(trackFavs.faved_at), desc(trackFavs.track_id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const counted = db
      .select({ total: count() })
      .from(trackFavs)
      .innerJoin(faved, eq(faved.id, trackFavs.track_id))
      .where(favourite);
    const statement = db
      .select({ track: trackJson, total: sql<number>`(${counted})::int` })
      .from(page)
      .innerJoin(tracks, eq(tracks.id, page.id))
      .orderBy(desc(page.faved_at), desc(page.id));
    return {
      page: statement.prepare(statementName(`tracks_${kind}_favourites`, statement.toSQL().sql)),
      count: counted.prepare(statementName(`tracks_${kind}_favourites_count`, counted.toSQL().sql)),
    };
  }
  const favourites = { tracks: prepareFavourites('tracks'), ids: prepareFavourites('ids') };

  const repository: TracksRepository = {
    list: async (query) => run(await plan(query), query),
    listForArtist: (id, credits, query) =>
      scoped({ ...query, artist: { id, credits } }, () => exists(artistExists, id)),
    listForLabel: (id, query) => scoped({ ...query, label_id: id }, () => exists(labelExists, id)),
    async get(id) {
      const [row] = await detail.execute({ id });
      return row ? toTrack(row.track) : null;
    },
    featured: (query) => run(FEATURED_PLAN, query, FEATURED_MAX),
    async unreleasedIds({ search, offset }) {
      const query: TrackListQuery = {
        order_by: 'first_heard_date',
        order_direction: 'desc',
        limit: PAGE_SIZE,
        offset,
        search,
        unreleased: true,
      };
      return run(tracksList.plan(await withFound(query, findIds)), query);
    },
    async favouritesOf(userId, kind, query) {
      const statements = favourites[kind];
      const rows = await statements.page.execute({ user: userId, ...query });
      let total = rows[0]?.total ?? 0;
      // A page past the end has no row to carry the total: only then count separately.
      if (rows.length === 0 && query.offset > 0) {
        total = (await statements.count.execute({ user: userId }))[0]?.total ?? 0;
      }
      const data = rows.map((row) => toTrack(row.track));
      return { data, pagination: { offset: query.offset, count: data.length, total } };
    },
  };
  return repository;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('tracksRepository', createTracksRepository(app.db));
  },
  { name: 'tracks-repository', dependencies: ['db'] },
);
