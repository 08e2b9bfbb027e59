import type { LabelSortField, LabelsQuery } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { listFilterOf, listQuery } from '../../../db/list-query.ts';
import type { SearchArm, SearchedQuery } from '../../../db/search.ts';
import { labels } from '../../../db/schema/index.ts';
import { afterFilters } from '../../../db/keyset.ts';
import { searchFilter } from '../artists/people-list-filters.ts';

/** A list of labels: `GET /labels`, or the labels tab of an artist when `artist_id` is set. */
export type LabelsListQuery = SearchedQuery & LabelsQuery & { artist_id?: number };

/**
 * Sort keys. Names compare as lower(x) COLLATE "C" (PGlite and any PostgreSQL locale page alike,
 * and the name sort index applies); counts are the columns the schema's triggers keep.
 */
export const LABEL_SORT_KEYS: Record<LabelSortField, SQL> = {
  name: sql`lower(${labels.name}) COLLATE "C"`,
  set_count: sql`${labels.set_count}`,
  track_count: sql`${labels.track_count}`,
  artist_count: sql`${labels.artist_count}`,
};

const filter = listFilterOf<LabelsListQuery, LabelSortField>();

/** What the search of the list reads (db/search.ts): the name. */
export const LABEL_SEARCH: readonly SearchArm[] = [
  { source: { table: labels, id: labels.id }, texts: [sql`${labels.name}`] },
];

/** The filters of a list of labels, each declared once (see db/list-query.ts). */
export const LABEL_FILTERS = [
  filter({
    name: 'artist',
    values: (query) => (query.artist_id === undefined ? undefined : { id: query.artist_id }),
    // An artist's labels are the labels of the tracks it is credited on, as its label_count.
    // Collected once into an array, then looked up by primary key (see artists-list-query.ts).
    condition: (p) => sql`${labels.id} = any(array(select t.label_id from track_artists xa
      join tracks t on t.id = xa.track_id where xa.artist_id = ${p.id}::int))`,
  }),
  filter({
    name: 'sponsor_type',
    values: (query) =>
      query.sponsor_type === undefined ? undefined : { type: query.sponsor_type },
    condition: (p) => sql`${labels.sponsor_type} = ${p.type}::label_sponsor_type`,
  }),
  filter({
    name: 'genre',
    values: (query) => (query.genre === undefined ? undefined : { genre: query.genre }),
    // A label matches when any of its tracks has the genre: stored (GIN-indexed) on the row.
    condition: (p) => sql`${labels.track_genres} @> array[${p.genre}::genre]`,
  }),
  // labelSearchTexts() of the contract: the name.
  searchFilter<LabelsListQuery, LabelSortField>({ table: labels, id: labels.id }),
  ...afterFilters<LabelsListQuery, LabelSortField>(labels.id, {
    set_count: 'int',
    track_count: 'int',
    artist_count: 'int',
  }),
];

export const labelsList = listQuery<LabelSortField, LabelsListQuery>({
  sortKeys: LABEL_SORT_KEYS,
  tiebreaker: labels.id,
  filters: LABEL_FILTERS,
});
