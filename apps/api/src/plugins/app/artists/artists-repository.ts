import {
  DEFAULT_IMAGES,
  FEATURED_MAX,
  type Artist,
  type ArtistsQuery,
  type ArtistsPage,
  type LabelArtistsQuery,
  type NamedRef,
  type PageQuery,
} from '@rabbithole/api-contract';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import type { ListPlan } from '../../../db/list-query.ts';
import { artistUserStats, artists, labels, setArtists, sets } from '../../../db/schema/index.ts';
import { searchIdsFinder, withFound } from '../../../db/search.ts';
import { ARTIST_SEARCH, artistsList, type ArtistsListQuery } from './artists-list-query.ts';
import { prepareExists, statementName } from './statement-name.ts';

export interface ArtistsRepository {
  /** One page of the list of all artists. */
  list(query: ArtistsQuery): Promise<ArtistsPage>;
  /** One page of the artists tab of a label; null when the label does not exist. */
  listForLabel(labelId: number, query: LabelArtistsQuery): Promise<ArtistsPage | null>;
  get(id: number): Promise<Artist | null>;
  /** The editorial pick of /featured/artists (see recentSince). */
  featured(query: PageQuery): Promise<ArtistsPage>;
  exists(id: number): Promise<boolean>;
  /** The artists the user follows, newest follow first (the profile's Liked Artists tab). */
  followedBy(userId: number, query: PageQuery): Promise<ArtistsPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    artistsRepository: ArtistsRepository;
  }
}

// The labels the artist runs, aggregated in the page query itself: one round trip per request.
// `artists.id` is spelt out: Drizzle leaves columns unqualified in some statements.
const foundedLabels = sql<NamedRef[]>`coalesce((
  select json_agg(json_build_object('id', l.id, 'name', l.name) order by lower(l.name), l.id)
  from label_founders lf join labels l on l.id = lf.label_id
  where lf.artist_id = artists.id), '[]')`;

const fields = {
  id: artists.id,
  name: artists.name,
  art_url_sm: artists.art_url_sm,
  art_url_xl: artists.art_url_xl,
  bio: artists.bio,
  founded_label: foundedLabels,
  set_count: artists.set_count,
  track_count: artists.track_count,
  remix_count: artists.remix_count,
  id_count: artists.id_count,
  label_count: artists.label_count,
  track_genres: artists.track_genres,
  beatport: artists.beatport,
  soundcloud: artists.soundcloud,
  spotify: artists.spotify,
  facebook: artists.facebook,
  instagram: artists.instagram,
  twitter: artists.twitter,
  youtube: artists.youtube,
  website: artists.website,
};

type Row = Omit<Artist, 'default_img_xl' | 'user_stats'>;

function toArtist(row: Row): Artist {
  return {
    ...row,
    default_img_xl: DEFAULT_IMAGES.artist,
    // A guest's answer (design.md section 3); engagement/user-fields.ts fills a caller's.
    user_stats: null,
  };
}

/**
 * The featured pick: artists a listener would want to hear now. Most sets in the year up to the
 * newest set of the catalog (not up to today: the pick stays the same for the same catalog, and
 * a catalog that stopped growing still has a pick), then most sets overall, then id. The recent
 * sets are counted once per request, grouped, not once per artist.
 */
const recentSince = sql`(select max(${sets.release_date}) from ${sets}) - 365`;

/** How many the featured list holds: those with a set, at most FEATURED_MAX. */
const featuredTotal = sql<number>`(select least(count(*), ${sql.raw(String(FEATURED_MAX))})::int
  from ${artists} where ${artists.set_count} > 0)`;

export function createArtistsRepository(db: Db) {
  const findArtists = searchIdsFinder(db, ARTIST_SEARCH);
  function preparePage(plan: ListPlan) {
    // The page's ids first, then their fields: rows skipped by OFFSET never get their labels
    // aggregated, so a deep page costs what the first one does.
    const page = db
      .select({ id: artists.id })
      .from(artists)
      .where(plan.where())
      .orderBy(...plan.orderBy())
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    // The total is its own count (an InitPlan, run once): a window count(*) over the matches
    // would read every match in sort order before the first row.
    const where = plan.where();
    const matching = where ? sql` where ${where}` : sql``;
    const total = sql<number>`(select count(*)::int from ${artists}${matching})`;
    const statement = db
      .select({ ...fields, total })
      .from(page)
      .innerJoin(artists, eq(artists.id, page.id))
      .orderBy(...plan.orderBy());
    return statement.prepare(statementName('artists_page', statement.toSQL().sql));
  }
  // One statement per plan key (sort, direction and active filters), built once.
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  const byIdQuery = db
    .select(fields)
    .from(artists)
    .where(eq(artists.id, sql.placeholder('id')));
  const byId = byIdQuery.prepare(statementName('artists_by_id', byIdQuery.toSQL().sql));
  const existing = prepareExists(db, artists);
  const labelExists = prepareExists(db, labels);

  const featuredPage = (() => {
    const recent = db
      .select({ artist_id: setArtists.artist_id, sets: sql<number>`count(*)`.as('recent_sets') })
      .from(setArtists)
      .innerJoin(sets, eq(sets.id, setArtists.set_id))
      .where(sql`${sets.release_date} > ${recentSince}`)
      .groupBy(setArtists.artist_id)
      .as('recent');
    const featuredOrder = [
      desc(sql`coalesce(${recent.sets}, 0)`),
      desc(artists.set_count),
      asc(artists.id),
    ];
    const page = db
      .select({
        id: artists.id,
        // The page's order, for the query around it (which no longer sees `recent`).
        position: sql<number>`row_number() over (order by ${sql.join(featuredOrder, sql`, `)})`.as(
          'position',
        ),
      })
      .from(artists)
      .leftJoin(recent, eq(recent.artist_id, artists.id))
      .where(gt(artists.set_count, 0))
      .orderBy(...featuredOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const statement = db
      .select({ ...fields, total: featuredTotal })
      .from(page)
      .innerJoin(artists, eq(artists.id, page.id))
      .orderBy(asc(page.position));
    return statement.prepare(statementName('artists_featured', statement.toSQL().sql));
  })();

  // A user's follows by their partial index (user_id, followed_at, artist_id), newest first.
  const followed = and(
    eq(artistUserStats.user_id, sql.placeholder('user')),
    sql`${artistUserStats.is_followed}`,
  );
  const followedPage = (() => {
    const page = db
      .select({ id: artistUserStats.artist_id, followed_at: artistUserStats.followed_at })
      .from(artistUserStats)
      .where(followed)
      .orderBy(desc(artistUserStats.followed_at), desc(artistUserStats.artist_id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const total = sql<number>`(select count(*)::int from ${artistUserStats} where ${followed})`;
    const statement = db
      .select({ ...fields, total })
      .from(page)
      .innerJoin(artists, eq(artists.id, page.id))
      .orderBy(desc(page.followed_at), desc(page.id));
    return statement.prepare(statementName('artists_followed', statement.toSQL().sql));
  })();
  const followedCount = db
    .select({ total: count() })
    .from(artistUserStats)
    .where(followed)
    .prepare('artists_followed_count');

  async function listPage(query: ArtistsListQuery): Promise<ArtistsPage> {
    const plan = artistsList.plan(await withFound(query, findArtists));
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
        .from(artists)
        .where(plan.where())
        .execute(plan.values);
      total = counted?.total ?? 0;
    }
    const data = rows.map(({ total: _, ...row }) => toArtist(row));
    return { data, pagination: { offset: query.offset, count: data.length, total } };
  }

  const repository: ArtistsRepository = {
    list: listPage,

    async listForLabel(labelId, query) {
      const page = await listPage({ ...query, label_id: labelId });
      // Items prove the label exists; only an empty page asks.
      if (page.data.length === 0 && (await labelExists.execute({ id: labelId })).length === 0) {
        return null;
      }
      return page;
    },

    async get(id) {
      const [row] = await byId.execute({ id });
      return row ? toArtist(row) : null;
    },

    async featured(query) {
      // A shortlist: never past FEATURED_MAX, so its last page may be short.
      const limit = Math.min(query.limit, FEATURED_MAX - query.offset);
      const rows = limit > 0 ? await featuredPage.execute({ limit, offset: query.offset }) : [];
      let total = rows[0]?.total;
      if (total === undefined) {
        const [counted] = await db
          .select({ total: count() })
          .from(artists)
          .where(gt(artists.set_count, 0));
        total = Math.min(counted?.total ?? 0, FEATURED_MAX);
      }
      const data = rows.map(({ total: _, ...row }) => toArtist(row));
      return { data, pagination: { offset: query.offset, count: data.length, total } };
    },

    async exists(id) {
      return (await existing.execute({ id })).length > 0;
    },

    async followedBy(userId, query) {
      const rows = await followedPage.execute({ user: userId, ...query });
      let total = rows[0]?.total ?? 0;
      // A page past the end has no row to carry the total: only then count separately.
      if (rows.length === 0 && query.offset > 0) {
        total = (await followedCount.execute({ user: userId }))[0]?.total ?? 0;
      }
      const data = rows.map(({ total: _, ...row }) => toArtist(row));
      return { data, pagination: { offset: query.offset, count: data.length, total } };
    },
  };
  return repository;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('artistsRepository', createArtistsRepository(app.db));
  },
  { name: 'artists-repository', dependencies: ['db'] },
);
