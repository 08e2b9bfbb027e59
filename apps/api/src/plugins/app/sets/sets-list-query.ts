import type { SetSortField, SetsQuery } from '@rabbithole/api-contract';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { sets } from '../../../db/schema/index.ts';

/**
 * The primary curator's name. Correlated on the outer `sets` row; a set without a curator sorts
 * as an empty name.
 */
const sponsorName = sql`(
  select coalesce(sa.name, sl.name) from set_sponsors ss
  left join artists sa on sa.id = ss.artist_id
  left join labels sl on sl.id = ss.label_id
  where ss.set_id = ${sets.id} order by ss.position limit 1)`;

/**
 * Sort keys. Text compares as lower(x) COLLATE "C" so PGlite and any PostgreSQL locale page in the
 * same order, and so the expression indexes of the schema apply.
 */
const SORT_KEYS: Record<SetSortField, SQL> = {
  release_date: sql`${sets.release_date}`,
  set_name: sql`lower(${sets.set_name}) COLLATE "C"`,
  artist: sql`lower(${sets.artist}) COLLATE "C"`,
  genre: sql`lower(coalesce(${sets.genre}::text, '')) COLLATE "C"`,
  sponsor: sql`lower(coalesce(${sponsorName}, '')) COLLATE "C"`,
};

/**
 * The statement depends only on the query's shape; its values are bound as parameters (see
 * listParams), so one prepared statement serves every query of a shape.
 */
const param = {
  genre: sql.placeholder('genre'),
  search: sql.placeholder('search'),
  after: sql.placeholder('after'),
};

/** The cursor value in the sort key's own type, so `after` compares like the column does. */
function cursorValue(field: SetSortField): SQL {
  return field === 'release_date'
    ? sql`${param.after}::date`
    : sql`lower(${param.after}) COLLATE "C"`;
}

/** Makes search text literal inside LIKE: `%` and `_` match themselves, never "anything". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(): SQL {
  const pattern = sql`lower(${param.search})`;
  const matches = (expression: SQL) => sql`${expression} LIKE ${pattern} ESCAPE '\\'`;
  return sql`(${matches(sql`lower(${sets.set_name})`)}
    OR ${matches(sql`lower(${sets.artist})`)}
    OR exists (select 1 from set_artists xa join artists a on a.id = xa.artist_id
      where xa.set_id = ${sets.id} and ${matches(sql`lower(a.name)`)})
    OR exists (select 1 from set_sponsors xs
      left join artists a on a.id = xs.artist_id left join labels l on l.id = xs.label_id
      where xs.set_id = ${sets.id} and ${matches(sql`lower(coalesce(a.name, l.name))`)}))`;
}

/**
 * spec.md: a genre matches the set's own genre or the genre of any track played in it; the
 * latter are stored on the set (track_genres, GIN-indexed), so no join over its tracks.
 */
function genreCondition(): SQL {
  return sql`(${sets.genre} = ${param.genre}::genre
    OR ${sets.track_genres} @> array[${param.genre}::genre])`;
}

/** The WHERE of a list query, with its values as placeholders filled from listParams(). */
export function listConditions(query: SetsQuery): SQL | undefined {
  const direction = query.order_direction === 'asc' ? sql`>` : sql`<`;
  return and(
    query.genre ? genreCondition() : undefined,
    query.search ? searchCondition() : undefined,
    query.after !== undefined
      ? sql`${SORT_KEYS[query.order_by]} ${direction} ${cursorValue(query.order_by)}`
      : undefined,
  );
}

/** What distinguishes one statement of listConditions() and listOrder() from another. */
export function listShape(query: SetsQuery): string {
  const filters = [
    query.genre ? 'genre' : '',
    query.search ? 'search' : '',
    query.after !== undefined ? 'after' : '',
  ];
  return [query.order_by, query.order_direction, ...filters].filter(Boolean).join('_');
}

/** The values for the placeholders of listConditions(). */
export function listParams(query: SetsQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.genre) params.genre = query.genre;
  if (query.search) params.search = likePattern(query.search);
  if (query.after !== undefined) params.after = query.after;
  return params;
}

/** The sort, then the id in the same direction: equal keys still page without gaps or repeats. */
export function listOrder(query: SetsQuery): SQL[] {
  const by = query.order_direction === 'asc' ? asc : desc;
  return [by(SORT_KEYS[query.order_by]), by(sets.id)];
}
