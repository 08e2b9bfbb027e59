import type { IdSortField, SortDirection } from '@rabbithole/api-contract';
import type { Genre } from '@rabbithole/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterFilters } from '../../../db/keyset.ts';
import { listFilterOf, listQuery } from '../../../db/list-query.ts';
import { artists, labels, sets, tracks } from '../../../db/schema/index.ts';
import { foundValues, type SearchArm, type SearchedQuery } from '../../../db/search.ts';

/** Which of an artist's tracks a sub-list shows (the artist counts of the schema agree). */
export type ArtistTrackCredits = 'tracks' | 'remixes' | 'ids';

/**
 * Every track list's query: Discover Tracks, the IDs tab (which adds `first_heard_date`), and the
 * sub-lists, which add the parent they are scoped to (never from the URL's query string).
 */
export interface TrackListQuery extends SearchedQuery {
  order_by: IdSortField;
  order_direction: SortDirection;
  offset: number;
  limit: number;
  genre?: Genre | undefined;
  search?: string | undefined;
  after?: string | undefined;
  after_id?: number | undefined;
  artist?: { id: number; credits: ArtistTrackCredits } | undefined;
  label_id?: number | undefined;
  /** The admin's ID search: IDs without a release. */
  unreleased?: boolean | undefined;
}

/** An unreleased track (an ID) or an ID never heard sorts as this day: last, newest first. */
const NO_DATE = sql.raw(`'0001-01-01'::date`);

/**
 * Sort keys. Text compares as lower(x) COLLATE "C" like the sets list, so both databases page in
 * the same order; dates coalesce so a NULL never breaks keyset paging.
 */
export const TRACK_SORT_KEYS: Record<IdSortField, SQL> = {
  release_date: sql`coalesce(tracks.release_date, ${NO_DATE})`,
  first_heard_date: sql`coalesce(tracks.first_heard_date, ${NO_DATE})`,
  title: sql`lower(tracks.title) COLLATE "C"`,
  // Stored credit line and label name ('' without one), each with its sort index.
  artist: sql`lower(tracks.artist) COLLATE "C"`,
  label_name: sql`lower(tracks.label_name) COLLATE "C"`,
  genre: sql`lower(coalesce(tracks.genre::text, '')) COLLATE "C"`,
};

const creditedAs = (roles: SQL, id: SQL) =>
  sql`exists (select 1 from track_artists xa
    where xa.track_id = tracks.id and xa.artist_id = ${id} and xa.role in (${roles}))`;

const filter = listFilterOf<TrackListQuery, IdSortField>();

/** The title and the stored credit line (producers, ID credits, feat). */
const TITLE_AND_CREDITS: SearchArm = {
  source: { table: tracks, id: tracks.id },
  texts: [sql`${tracks.title}`, sql`${tracks.artist}`],
};
const MIXERS: SearchArm = {
  source: { table: artists, id: artists.id },
  texts: [sql`${artists.name}`],
  listIds: (found) => sql`select xa.track_id from track_artists xa
    where xa.role = 'mixer' and xa.artist_id in (${found})`,
};

/**
 * What trackSearchTexts() of the contract names, matched forgivingly (db/search.ts): the title
 * and the stored credit line, then the mixers and the label.
 */
export const TRACK_SEARCH: readonly SearchArm[] = [
  TITLE_AND_CREDITS,
  MIXERS,
  {
    source: { table: labels, id: labels.id },
    texts: [sql`${labels.name}`],
    listIds: (found) => sql`select xt.id from tracks xt where xt.label_id in (${found})`,
  },
];

/**
 * The admin's ID search: title and credits, and the name of a set the ID was heard in (the one
 * it is credited to, or any playing it), which is how an operator knows an ID.
 */
export const ID_SEARCH: readonly SearchArm[] = [
  TITLE_AND_CREDITS,
  MIXERS,
  {
    source: { table: sets, id: sets.id },
    texts: [sql`${sets.set_name}`],
    listIds: (found) => sql`select xt.id from tracks xt where xt.id_set_id in (${found})
      union select xs.track_id from set_tracks xs where xs.set_id in (${found})`,
  },
];

/** The filters of every track list, each declared once (see db/list-query.ts). */
export const TRACK_FILTERS = [
  filter({
    name: 'genre',
    values: (query) => (query.genre === undefined ? undefined : { genre: query.genre }),
    condition: (p) => sql`tracks.genre = ${p.genre}::genre`,
  }),
  filter({
    name: 'search',
    values: foundValues,
    // The ids TRACK_SEARCH found (the repository resolves them first, see db/search.ts).
    condition: (p) => sql`tracks.id = any(${p.ids}::int[])`,
  }),
  // The artist sub-lists, one filter per credit set: a different statement text each.
  filter({
    name: 'artist_tracks',
    values: (query) => (query.artist?.credits === 'tracks' ? { id: query.artist.id } : undefined),
    condition: (p) => sql`tracks.mix_type in ('original_mix', 'edit')
      and ${creditedAs(sql`'producer', 'feat'`, sql`${p.id}::int`)}`,
  }),
  filter({
    name: 'artist_remixes',
    values: (query) => (query.artist?.credits === 'remixes' ? { id: query.artist.id } : undefined),
    condition: (p) => creditedAs(sql`'mixer'`, sql`${p.id}::int`),
  }),
  filter({
    name: 'artist_ids',
    values: (query) => (query.artist?.credits === 'ids' ? { id: query.artist.id } : undefined),
    condition: (p) => sql`tracks.mix_type = 'ID'
      and ${creditedAs(sql`'producer', 'feat', 'mixer', 'ID'`, sql`${p.id}::int`)}`,
  }),
  filter({
    name: 'unreleased_ids',
    values: (query) => (query.unreleased ? {} : undefined),
    condition: () => sql`tracks.mix_type = 'ID'
      and not exists (select 1 from id_releases xr where xr.id_track_id = tracks.id)`,
  }),
  filter({
    name: 'label',
    values: (query) => (query.label_id === undefined ? undefined : { id: query.label_id }),
    condition: (p) => sql`tracks.label_id = ${p.id}::int`,
  }),
  ...afterFilters<TrackListQuery, IdSortField>(tracks.id, {
    release_date: 'date',
    first_heard_date: 'date',
  }),
];

/** Every track list: its sort keys and filters. */
export const tracksList = listQuery<IdSortField, TrackListQuery>({
  sortKeys: TRACK_SORT_KEYS,
  tiebreaker: tracks.id,
  filters: TRACK_FILTERS,
});
