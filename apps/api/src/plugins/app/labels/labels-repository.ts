import {
  DEFAULT_IMAGES,
  FEATURED_MAX,
  type ArtistLabelsQuery,
  type Label,
  type LabelsPage,
  type LabelsQuery,
  type NamedRef,
  type PageQuery,
} from '@rabbithole/api-contract';
import { and, asc, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import type { ListPlan } from '../../../db/list-query.ts';
import {
  artists,
  labelUserStats,
  labels,
  setSponsors,
  sets,
  tracks,
} from '../../../db/schema/index.ts';
import { prepareExists, statementName } from '../artists/statement-name.ts';
import { searchIdsFinder, withFound } from '../../../db/search.ts';
import { LABEL_SEARCH, labelsList, type LabelsListQuery } from './labels-list-query.ts';

export interface LabelsRepository {
  /** One page of the list of all labels. */
  list(query: LabelsQuery): Promise<LabelsPage>;
  /** One page of the labels tab of an artist; null when the artist does not exist. */
  listForArtist(artistId: number, query: ArtistLabelsQuery): Promise<LabelsPage | null>;
  get(id: number): Promise<Label | null>;
  /** The editorial pick of /featured/labels (see NEWEST_RELEASES). */
  featured(query: PageQuery): Promise<LabelsPage>;
  exists(id: number): Promise<boolean>;
  /** The labels the user follows, newest follow first (the profile's Liked Labels tab). */
  followedBy(userId: number, query: PageQuery): Promise<LabelsPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    labelsRepository: LabelsRepository;
  }
}

// The artists who run the label, aggregated in the page query itself: one round trip per
// request. `labels.id` is spelt out: Drizzle leaves columns unqualified in some statements.
const bosses = sql<NamedRef[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name) order by lower(a.name), a.id)
  from label_founders lf join artists a on a.id = lf.artist_id
  where lf.label_id = labels.id), '[]')`;

const fields = {
  id: labels.id,
  name: labels.name,
  bio: labels.bio,
  label_boss: bosses,
  art_url_sm: labels.art_url_sm,
  art_url_xl: labels.art_url_xl,
  logo_url: labels.logo_url,
  sponsor_type: labels.sponsor_type,
  set_count: labels.set_count,
  track_count: labels.track_count,
  artist_count: labels.artist_count,
  track_genres: labels.track_genres,
  beatport: labels.beatport,
  soundcloud: labels.soundcloud,
  spotify: labels.spotify,
  facebook: labels.facebook,
  instagram: labels.instagram,
  twitter: labels.twitter,
  youtube: labels.youtube,
  website: labels.website,
};

type Row = Omit<Label, 'default_img_xl' | 'user_label_stats'>;

function toLabel(row: Row): Label {
  return {
    ...row,
    default_img_xl: DEFAULT_IMAGES.label,
    // A guest's answer (design.md section 3); engagement/user-fields.ts fills a caller's.
    user_label_stats: null,
  };
}

/**
 * The featured pick: labels and curators active now. Their tracks among the catalog's newest
 * releases plus the sets they curated among its newest sets (newest in the catalog, not before
 * today: the same catalog has the same pick, and one that stopped growing still has one); then
 * most sets overall, then id. Counts of newest rows rather than a date window: both are read
 * along the release date indexes whatever the catalog's size, where a window's row count is a
 * guess to the planner (it reads the whole tracks table). Releases rather than sets playing the
 * label's tracks: those would join every recent set's track list on each request.
 */
const NEWEST_RELEASES = 2000;
const NEWEST_SETS = 500;

/** How many the featured list holds: those with a set, at most FEATURED_MAX. */
const featuredTotal = sql<number>`(select least(count(*), ${sql.raw(String(FEATURED_MAX))})::int
  from ${labels} where ${labels.set_count} > 0)`;

export function createLabelsRepository(db: Db) {
  const findLabels = searchIdsFinder(db, LABEL_SEARCH);
  function preparePage(plan: ListPlan) {
    // The page's ids first, then their fields: rows skipped by OFFSET never get their bosses
    // aggregated, so a deep page costs what the first one does.
    const page = db
      .select({ id: labels.id })
      .from(labels)
      .where(plan.where())
      .orderBy(...plan.orderBy())
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    // The total is its own count (an InitPlan, run once): a window count(*) over the matches
    // would read every match in sort order before the first row.
    const where = plan.where();
    const matching = where ? sql` where ${where}` : sql``;
    const total = sql<number>`(select count(*)::int from ${labels}${matching})`;
    const statement = db
      .select({ ...fields, total })
      .from(page)
      .innerJoin(labels, eq(labels.id, page.id))
      .orderBy(...plan.orderBy());
    return statement.prepare(statementName('labels_page', statement.toSQL().sql));
  }
  // One statement per plan key (sort, direction and active filters), built once.
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  const byIdQuery = db
    .select(fields)
    .from(labels)
    .where(eq(labels.id, sql.placeholder('id')));
  const byId = byIdQuery.prepare(statementName('labels_by_id', byIdQuery.toSQL().sql));
  const existing = prepareExists(db, labels);
  const artistExists = prepareExists(db, artists);

  const featuredPage = (() => {
    const newestTracks = db
      .select({ label_id: tracks.label_id })
      .from(tracks)
      .where(isNotNull(tracks.release_date))
      .orderBy(desc(tracks.release_date), desc(tracks.id))
      .limit(NEWEST_RELEASES)
      .as('newest_tracks');
    const newestSets = db
      .select({ id: sets.id })
      .from(sets)
      .orderBy(desc(sets.release_date), desc(sets.id))
      .limit(NEWEST_SETS)
      .as('newest_sets');
    const activity = unionAll(
      db
        .select({ label_id: newestTracks.label_id })
        .from(newestTracks)
        .where(isNotNull(newestTracks.label_id)),
      db
        .select({ label_id: setSponsors.label_id })
        .from(newestSets)
        .innerJoin(setSponsors, eq(setSponsors.set_id, newestSets.id))
        .where(isNotNull(setSponsors.label_id)),
    ).as('activity');
    const recent = db
      .select({ label_id: activity.label_id, activity: sql<number>`count(*)`.as('activity') })
      .from(activity)
      .groupBy(activity.label_id)
      .as('recent');
    const featuredOrder = [
      desc(sql`coalesce(${recent.activity}, 0)`),
      desc(labels.set_count),
      asc(labels.id),
    ];
    const page = db
      .select({
        id: labels.id,
        // The page's order, for the query around it (which no longer sees `recent`).
        position: sql<number>`row_number() over (order by ${sql.join(featuredOrder, sql`, `)})`.as(
          'position',
        ),
      })
      .from(labels)
      .leftJoin(recent, eq(recent.label_id, labels.id))
      .where(gt(labels.set_count, 0))
      .orderBy(...featuredOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const statement = db
      .select({ ...fields, total: featuredTotal })
      .from(page)
      .innerJoin(labels, eq(labels.id, page.id))
      .orderBy(asc(page.position));
    return statement.prepare(statementName('labels_featured', statement.toSQL().sql));
  })();

  // A user's follows by their partial index (user_id, followed_at, label_id), newest first.
  const followed = and(
    eq(labelUserStats.user_id, sql.placeholder('user')),
    sql`${labelUserStats.is_followed}`,
  );
  const followedPage = (() => {
    const page = db
      .select({ id: labelUserStats.label_id, followed_at: labelUserStats.followed_at })
      .from(labelUserStats)
      .where(followed)
      .orderBy(desc(labelUserStats.followed_at), desc(labelUserStats.label_id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const total = sql<number>`(select count(*)::int from ${labelUserStats} where ${followed})`;
    const statement = db
      .select({ ...fields, total })
      .from(page)
      .innerJoin(labels, eq(labels.id, page.id))
      .orderBy(desc(page.followed_at), desc(page.id));
    return statement.prepare(statementName('labels_followed', statement.toSQL().sql));
  })();
  const followedCount = db
    .select({ total: count() })
    .from(labelUserStats)
    .where(followed)
    .prepare('labels_followed_count');

  async function listPage(query: LabelsListQuery): Promise<LabelsPage> {
    const plan = labelsList.plan(await withFound(query, findLabels));
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
        .from(labels)
        .where(plan.where())
        .execute(plan.values);
      total = counted?.total ?? 0;
    }
    const data = rows.map(({ total: _, ...row }) => toLabel(row));
    return { data, pagination: { offset: query.offset, count: data.length, total } };
  }

  const repository: LabelsRepository = {
    list: listPage,

    async listForArtist(artistId, query) {
      const page = await listPage({ ...query, artist_id: artistId });
      // Items prove the artist exists; only an empty page asks.
      if (page.data.length === 0 && (await artistExists.execute({ id: artistId })).length === 0) {
        return null;
      }
      return page;
    },

    async get(id) {
      const [row] = await byId.execute({ id });
      return row ? toLabel(row) : null;
    },

    async featured(query) {
      // A shortlist: never past FEATURED_MAX, so its last page may be short.
      const limit = Math.min(query.limit, FEATURED_MAX - query.offset);
      const rows = limit > 0 ? await featuredPage.execute({ limit, offset: query.offset }) : [];
      let total = rows[0]?.total;
      if (total === undefined) {
        const [counted] = await db
          .select({ total: count() })
          .from(labels)
          .where(gt(labels.set_count, 0));
        total = Math.min(counted?.total ?? 0, FEATURED_MAX);
      }
      const data = rows.map(({ total: _, ...row }) => toLabel(row));
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
      const data = rows.map(({ total: _, ...row }) => toLabel(row));
      return { data, pagination: { offset: query.offset, count: data.length, total } };
    },
  };
  return repository;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('labelsRepository', createLabelsRepository(app.db));
  },
  { name: 'labels-repository', dependencies: ['db'] },
);
