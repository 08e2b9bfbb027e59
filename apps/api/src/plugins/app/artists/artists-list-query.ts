import type { ArtistSortField, ArtistsQuery } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { listFilterOf, listQuery } from '../../../db/list-query.ts';
import type { SearchArm, SearchedQuery } from '../../../db/search.ts';
import { artists } from '../../../db/schema/index.ts';
import { afterFilters } from '../../../db/keyset.ts';
import { searchFilter } from './people-list-filters.ts';

/** A list of artists: `GET /artists`, or the artists tab of a label when `label_id` is set. */
export type ArtistsListQuery = SearchedQuery & ArtistsQuery & { label_id?: number };

/**
 * Sort keys. Names compare as lower(x) COLLATE "C" (PGlite and any PostgreSQL locale page alike,
 * and the name sort index applies); counts are the columns the schema's triggers keep.
 */
export const ARTIST_SORT_KEYS: Record<ArtistSortField, SQL> = {
  name: sql`lower(${artists.name}) COLLATE "C"`,
  set_count: sql`${artists.set_count}`,
  track_count: sql`${artists.track_count}`,
  remix_count: sql`${artists.remix_count}`,
};

const filter = listFilterOf<ArtistsListQuery, ArtistSortField>();

/** What the search of the list reads (db/search.ts): the name. */
export const ARTIST_SEARCH: readonly SearchArm[] = [
  { source: { table: artists, id: artists.id }, texts: [sql`${artists.name}`] },
];

/** The filters of a list of artists, each declared once (see db/list-query.ts). */
export const ARTIST_FILTERS = [
  filter({
    name: 'label',
    values: (query) => (query.label_id === undefined ? undefined : { id: query.label_id }),
    // A label's artists are those credited (in any role) on its tracks, as its artist_count.
    // Collected once into an array, then looked up by primary key: as an EXISTS the planner may
    // walk the whole name index probing each artist (seconds on a large catalog).
    condition: (p) => sql`${artists.id} = any(array(select xa.artist_id from tracks t
      join track_artists xa on xa.track_id = t.id where t.label_id = ${p.id}::int))`,
  }),
  filter({
    name: 'genre',
    values: (query) => (query.genre === undefined ? undefined : { genre: query.genre }),
    // An artist matches when any of its tracks has the genre: stored (GIN-indexed) on the row.
    condition: (p) => sql`${artists.track_genres} @> array[${p.genre}::genre]`,
  }),
  // artistSearchTexts() of the contract: the name.
  searchFilter<ArtistsListQuery, ArtistSortField>({ table: artists, id: artists.id }),
  ...afterFilters<ArtistsListQuery, ArtistSortField>(artists.id, {
    set_count: 'int',
    track_count: 'int',
    remix_count: 'int',
  }),
];

export const artistsList = listQuery<ArtistSortField, ArtistsListQuery>({
  sortKeys: ARTIST_SORT_KEYS,
  tiebreaker: artists.id,
  filters: ARTIST_FILTERS,
});
