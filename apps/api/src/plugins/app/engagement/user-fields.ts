import {
  USER_MOMENTS_MAX,
  type Artist,
  type FollowStats,
  type Label,
  type Page,
  type SetDetail,
  type SetSummary,
  type SetUserFav,
  type Track,
  type TrackUserFav,
} from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { statementName } from '../artists/statement-name.ts';

/**
 * The caller's own fields of the catalog reads (design.md section 3): a guest's answer carries
 * them empty and is shared through the read cache; a signed-in caller's answer is the same
 * answer with them filled by one more statement per read, over the page's ids (`= any(ids)`, each
 * lookup by the user's index), never one per item. The guest statements stay as they are, so
 * guests pay nothing for this.
 */
export interface UserFields {
  sets: <Item extends SetSummary>(items: Item[], userId: number | null) => Promise<Item[]>;
  tracks: <Item extends Track>(items: Item[], userId: number | null) => Promise<Item[]>;
  artists: (items: Artist[], userId: number | null) => Promise<Artist[]>;
  labels: (items: Label[], userId: number | null) => Promise<Label[]>;
  /**
   * A set's page: the set's own fields, the moments of it the caller liked, and the fields of
   * every track of its track list.
   */
  setDetail: (set: SetDetail, userId: number | null) => Promise<SetDetail>;
  /** A page of any of the above, its items filled by `fill`. */
  page: <Item>(
    page: Page<Item>,
    userId: number | null,
    fill: (items: Item[], userId: number | null) => Promise<Item[]>,
  ) => Promise<Page<Item>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    userFields: UserFields;
  }
}

/** A timestamp as the contract's ISO date-time, the same text from both drivers. */
export const isoTime = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * How many of an artist's sets and tracks the user likes, each counted once: the tracks credited
 * to it in any role, the sets it is credited on (what its counts and tabs hold). From the user's
 * likes (indexed by user), each checked against the credit's primary key.
 */
export function artistLikesTotal(user: SQL, artist: SQL): SQL<number> {
  return sql<number>`((select count(*) from track_likes tl
      where tl.user_id = ${user} and exists (select 1 from track_artists ta
        where ta.track_id = tl.track_id and ta.artist_id = ${artist}))
    + (select count(distinct sl.set_id) from set_likes sl
      join set_artists sa on sa.set_id = sl.set_id and sa.artist_id = ${artist}
      where sl.user_id = ${user}))::int`;
}

/**
 * How many of a label's sets and tracks the user likes, each counted once: the tracks released
 * on it, the sets that play one of its tracks or that it curates (its set_count's sets).
 */
export function labelLikesTotal(user: SQL, label: SQL): SQL<number> {
  return sql<number>`((select count(*) from track_likes tl
      join tracks lt on lt.id = tl.track_id
      where tl.user_id = ${user} and lt.label_id = ${label})
    + (select count(*) from (select distinct sl.set_id from set_likes sl
        where sl.user_id = ${user}) liked
      where exists (select 1 from set_tracks st join tracks st_t on st_t.id = st.track_id
          where st.set_id = liked.set_id and st_t.label_id = ${label})
        or exists (select 1 from set_sponsors ss
          where ss.set_id = liked.set_id and ss.label_id = ${label})))::int`;
}

/** The page's ids as a PostgreSQL int[] literal (both drivers bind it alike). */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const user = sql.placeholder('user');
const ids = sql`unnest(${sql.placeholder('ids')}::int[]) as page(id)`;

export function createUserFields(db: Db): UserFields {
  const prepare = <Query extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(
    prefix: string,
    query: Query,
  ) => query.prepare(statementName(prefix, query.toSQL().sql)) as ReturnType<Query['prepare']>;

  const setColumns = {
    id: sql<number>`page.id`,
    is_fav: sql<boolean>`coalesce(f.is_fav, false)`,
    show_likes: sql<boolean>`coalesce(f.show_likes, true)`,
    user_likes: sql<number>`coalesce(l.n, 0)`,
    first_liked_date: sql<string | null>`${isoTime(sql`l.first`)}`,
    current_timestamp: sql<number | null>`p.position_ms`,
  };
  const setJoins = sql`${ids}
    left join set_favs f on f.user_id = ${user} and f.set_id = page.id
    left join play_progress p on p.user_id = ${user} and p.set_id = page.id
    left join lateral (select count(*)::int as n, min(x.created_at) as first
      from set_likes x where x.user_id = ${user} and x.set_id = page.id) l on true`;
  const setRows = prepare('user_sets', db.select(setColumns).from(setJoins));
  // A set's page also lists the moments liked, in the same statement. Every like counts (the
  // same second liked twice is two likes), but only the earliest are read: a client liking
  // without end must not make the page grow without end.
  const setPageRows = prepare(
    'user_set_page',
    db
      .select({
        ...setColumns,
        moments: sql<number[]>`array(select x.set_timestamp_ms from set_likes x
          where x.user_id = ${user} and x.set_id = page.id
          order by x.set_timestamp_ms limit ${sql.raw(String(USER_MOMENTS_MAX))})`,
      })
      .from(setJoins),
  );

  const trackRows = prepare(
    'user_tracks',
    db
      .select({
        id: sql<number>`page.id`,
        is_fav: sql<boolean>`coalesce(f.is_fav, false)`,
        show_likes: sql<boolean>`coalesce(f.show_likes, true)`,
        is_purchased: sql<boolean>`coalesce(f.is_purchased, false)`,
        liked_at: sql<string | null>`${isoTime(sql`l.created_at`)}`,
      })
      .from(
        sql`${ids}
        left join track_favs f on f.user_id = ${user} and f.track_id = page.id
        left join track_likes l on l.user_id = ${user} and l.track_id = page.id`,
      ),
  );

  const followRows = (table: 'artist_user_stats' | 'label_user_stats') => {
    const column = sql.raw(table === 'artist_user_stats' ? 'artist_id' : 'label_id');
    const total = table === 'artist_user_stats' ? artistLikesTotal : labelLikesTotal;
    return prepare(
      `user_${table}`,
      db
        .select({
          id: sql<number>`page.id`,
          is_followed: sql<boolean>`coalesce(s.is_followed, false)`,
          show_likes: sql<boolean>`coalesce(s.show_likes, true)`,
          total_user_likes: total(sql`${user}`, sql`page.id`),
        })
        .from(
          sql`${ids} left join ${sql.raw(table)} s
            on s.user_id = ${user} and s.${column} = page.id`,
        ),
    );
  };
  const artistRows = followRows('artist_user_stats');
  const labelRows = followRows('label_user_stats');

  /** Rows by id, from one execution over the distinct ids of the items. */
  async function byId<Row extends { id: number }>(
    statement: { execute(values: Record<string, unknown>): Promise<Row[]> },
    userId: number,
    itemIds: readonly number[],
  ): Promise<Map<number, Row>> {
    const distinct = [...new Set(itemIds)];
    if (distinct.length === 0) return new Map();
    const rows = await statement.execute({ user: userId, ids: idArray(distinct) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  // A set or track the user never touched has no row: the defaults of the tables' columns.
  type SetRow = Awaited<ReturnType<typeof setRows.execute>>[number];
  function withSet<Item extends SetSummary>(item: Item, row: SetRow | undefined): Item {
    const fav: SetUserFav = {
      is_fav: row?.is_fav ?? false,
      show_likes: row?.show_likes ?? true,
      user_likes: row?.user_likes ?? 0,
      first_liked_date: row?.first_liked_date ?? null,
      current_timestamp: row?.current_timestamp ?? null,
    };
    return { ...item, user_likes: fav.user_likes, user_fav: fav };
  }

  type TrackRow = Awaited<ReturnType<typeof trackRows.execute>>[number];
  function withTrack<Item extends Track>(item: Item, row: TrackRow | undefined): Item {
    const liked = row?.liked_at ?? null;
    const fav: TrackUserFav = {
      is_fav: row?.is_fav ?? false,
      show_likes: row?.show_likes ?? true,
      user_likes: liked === null ? 0 : 1,
      first_liked_date: liked,
      is_purchased: row?.is_purchased ?? false,
    };
    return {
      ...item,
      user_likes: fav.user_likes,
      is_fav: fav.is_fav,
      show_likes: fav.show_likes,
      user_fav: fav,
    };
  }

  const follow = (row: FollowStats | undefined): FollowStats => ({
    is_followed: row?.is_followed ?? false,
    show_likes: row?.show_likes ?? true,
    total_user_likes: row?.total_user_likes ?? 0,
  });

  const fields: UserFields = {
    async sets(items, userId) {
      if (userId === null) return items;
      const rows = await byId(
        setRows,
        userId,
        items.map((item) => item.id),
      );
      return items.map((item) => withSet(item, rows.get(item.id)));
    },
    async tracks(items, userId) {
      if (userId === null) return items;
      const rows = await byId(
        trackRows,
        userId,
        items.map((item) => item.id),
      );
      return items.map((item) => withTrack(item, rows.get(item.id)));
    },
    async artists(items, userId) {
      if (userId === null) return items;
      const rows = await byId(
        artistRows,
        userId,
        items.map((item) => item.id),
      );
      return items.map((item) => ({ ...item, user_stats: follow(rows.get(item.id)) }));
    },
    async labels(items, userId) {
      if (userId === null) return items;
      const rows = await byId(
        labelRows,
        userId,
        items.map((item) => item.id),
      );
      return items.map((item) => ({ ...item, user_label_stats: follow(rows.get(item.id)) }));
    },
    async setDetail(set, userId) {
      if (userId === null) return set;
      const [setFields, trackFields] = await Promise.all([
        byId(setPageRows, userId, [set.id]),
        byId(
          trackRows,
          userId,
          set.set_tracks.map((entry) => entry.track_meta_id),
        ),
      ]);
      const row = setFields.get(set.id);
      return {
        ...withSet(set, row),
        set_tracks: set.set_tracks.map((entry) => ({
          ...entry,
          track_meta: withTrack(entry.track_meta, trackFields.get(entry.track_meta_id)),
        })),
        user_moments: row?.moments ?? [],
      };
    },
    async page(page, userId, fill) {
      if (userId === null) return page;
      return { ...page, data: await fill(page.data, userId) };
    },
  };
  return fields;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('userFields', createUserFields(app.db));
  },
  { name: 'user-fields', dependencies: ['db'] },
);
