import type { SetSortField } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { listFilterOf, listQuery } from '../../../db/list-query.ts';
import { sets } from '../../../db/schema/index.ts';
import { SET_FILTERS, SET_SORT_KEYS, type SetsListQuery } from './sets-list-query.ts';

/**
 * Every set list: Discover Sets' query, plus the parent a sub-list is scoped to (from the URL's
 * path, never its query string). The Discover Sets filters (genre, search, after) are reused as
 * they are, so a sub-list filters, searches and pages exactly like the main list.
 */
export type SetListQuery = SetsListQuery & {
  artist_id?: number | undefined;
  label_id?: number | undefined;
  track_id?: number | undefined;
};

const filter = listFilterOf<SetListQuery, SetSortField>();

// Each scope is the parent's set ids, found through the parent's own index, then hashed: no
// probe per set in the list.
export const SET_SCOPE_FILTERS = [
  filter({
    name: 'artist',
    values: (query) => (query.artist_id === undefined ? undefined : { id: query.artist_id }),
    // The sets an artist is credited on: what the artist's set_count counts.
    condition: (p) => sql`sets.id in (select xa.set_id from set_artists xa
      where xa.artist_id = ${p.id}::int)`,
  }),
  filter({
    name: 'label',
    values: (query) => (query.label_id === undefined ? undefined : { id: query.label_id }),
    // A label's sets: those playing its tracks, and those it curates (the label's set_count).
    condition: (p) => sql`(sets.id in (select xt.set_id from tracks xtt
        join set_tracks xt on xt.track_id = xtt.id where xtt.label_id = ${p.id}::int)
      or sets.id in (select xs.set_id from set_sponsors xs where xs.label_id = ${p.id}::int))`,
  }),
  filter({
    name: 'track',
    values: (query) => (query.track_id === undefined ? undefined : { id: query.track_id }),
    condition: (p) => sql`sets.id in (select xt.set_id from set_tracks xt
      where xt.track_id = ${p.id}::int)`,
  }),
];

/** Every set list: the Discover Sets sort keys, its filters, then the scopes. */
export const setLists = listQuery<SetSortField, SetListQuery>({
  sortKeys: SET_SORT_KEYS,
  tiebreaker: sets.id,
  filters: [...SET_FILTERS, ...SET_SCOPE_FILTERS],
});
