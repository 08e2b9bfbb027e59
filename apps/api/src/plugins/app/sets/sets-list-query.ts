import type { SetSortField, SetsQuery } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterFilters } from '../../../db/keyset.ts';
import { listFilterOf, listQuery } from '../../../db/list-query.ts';
import { foundValues, type SearchArm, type SearchedQuery } from '../../../db/search.ts';
import { artists, labels, sets } from '../../../db/schema/index.ts';

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
export const SET_SORT_KEYS: Record<SetSortField, SQL> = {
  release_date: sql`${sets.release_date}`,
  set_name: sql`lower(${sets.set_name}) COLLATE "C"`,
  artist: sql`lower(${sets.artist}) COLLATE "C"`,
  genre: sql`lower(coalesce(${sets.genre}::text, '')) COLLATE "C"`,
  sponsor: sql`lower(coalesce(${sponsorName}, '')) COLLATE "C"`,
};

/** Makes search text literal inside LIKE: `%` and `_` match themselves, never "anything". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filters of the Discover Sets list, each declared once (see db/list-query.ts). Its order is
 * the order of the conditions in the WHERE.
 */
const filter = listFilterOf<SetsListQuery, SetSortField>();

/** Discover Sets' query, its search resolved to ids (db/search.ts). */
export type SetsListQuery = SetsQuery & SearchedQuery;

/**
 * What setSearchTexts() of the contract names: the set's name, its credit line, each credited
 * artist and each curator (artist or label), matched forgivingly (db/search.ts).
 */
export const SET_SEARCH: readonly SearchArm[] = [
  { source: { table: sets, id: sets.id }, texts: [sql`${sets.set_name}`, sql`${sets.artist}`] },
  {
    source: { table: artists, id: artists.id },
    texts: [sql`${artists.name}`],
    listIds: (found) => sql`select xa.set_id from set_artists xa where xa.artist_id in (${found})
      union select xs.set_id from set_sponsors xs where xs.artist_id in (${found})`,
  },
  {
    source: { table: labels, id: labels.id },
    texts: [sql`${labels.name}`],
    listIds: (found) => sql`select xs.set_id from set_sponsors xs where xs.label_id in (${found})`,
  },
];

export const SET_FILTERS = [
  filter({
    name: 'genre',
    values: (query) => (query.genre === undefined ? undefined : { genre: query.genre }),
    // spec.md: a genre matches the set's own genre or the genre of any track played in it; the
    // latter are stored on the set (track_genres, GIN-indexed), so no join over its tracks.
    condition: (p) => sql`(${sets.genre} = ${p.genre}::genre
      OR ${sets.track_genres} @> array[${p.genre}::genre])`,
  }),
  filter({
    name: 'search',
    values: foundValues,
    // The ids SET_SEARCH found (the repository resolves them first, see db/search.ts).
    condition: (p) => sql`${sets.id} = any(${p.ids}::int[])`,
  }),
  ...afterFilters<SetsListQuery, SetSortField>(sets.id, { release_date: 'date' }),
];

/** The Discover Sets list: its sort keys and filters. */
export const setsList = listQuery<SetSortField, SetsListQuery>({
  sortKeys: SET_SORT_KEYS,
  tiebreaker: sets.id,
  filters: SET_FILTERS,
});
