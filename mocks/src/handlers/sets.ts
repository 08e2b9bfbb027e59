import {
  FEATURED_MAX,
  getSet,
  getSetTrackPlay,
  listArtistSets,
  listFeaturedSets,
  listLabelSets,
  listSets,
  listTrackSets,
  setSearchTexts,
  SetSummarySchema,
  type SetSummary,
  type SetsPage,
  type SetsQuery,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import { makeSetDetail } from '../fixtures/catalog/music.ts';
import { catalogTablesOf, type CatalogRows, type CatalogTables } from '../store/catalog-tables.ts';
import { mockDb } from '../store/db.ts';
import { listPage, type ListRules } from '../store/lists.ts';
import { defineTable } from '../store/table.ts';
import {
  failing,
  hanging,
  notFound,
  related,
  shortlistPageOf,
  yearBeforeNewest,
} from './catalog.ts';
import { handlerFor } from './contract.ts';
import { pageWith, userFieldsFor } from './user-fields.ts';

/** The server's list rules for sets (apps/api sets-list-query.ts), over rows in memory. */
const setListRules: ListRules<SetSummary, SetsQuery> = {
  sortKeys: {
    artist: (set) => set.artist.toLowerCase(),
    set_name: (set) => set.set_name.toLowerCase(),
    sponsor: (set) => (set.set_sponsors[0]?.sponsor ?? '').toLowerCase(),
    genre: (set) => (set.genre ?? '').toLowerCase(),
    release_date: (set) => set.release_date,
  },
  searchTexts: setSearchTexts,
  // A genre matches the set's own genre or that of any track played in it.
  filter: (set, { genre }) => !genre || set.genre === genre || set.track_genres.includes(genre),
};

/** What the real server answers for `query` over these sets. */
export function setsPageOf(sets: readonly SetSummary[], query: SetsQuery): SetsPage {
  return listPage(sets, query, setListRules);
}

/** Featured: sets of the catalog's last year, most liked first, then newest (at most 100). */
export function featuredSetsOf(sets: readonly SetSummary[]): SetSummary[] {
  const since = yearBeforeNewest(sets);
  return sets
    .filter((set) => set.release_date >= since)
    .sort(
      (a, b) => b.likes - a.likes || b.release_date.localeCompare(a.release_date) || b.id - a.id,
    );
}

/**
 * Every sets endpoint over `tables`; a sub-list of an unknown parent is a 404. Sets (and a set's
 * tracks) carry the caller's own fields, and `likes` counts the mock users' likes too.
 */
function setsHandlersOver(tables: CatalogTables): HttpHandler[] {
  const subList =
    (
      parent: { get(id: number): unknown },
      what: 'artist' | 'label' | 'track',
      sets: (t: CatalogTables, id: number) => SetSummary[],
    ) =>
    ({
      params,
      query,
      token,
    }: {
      params: { id: number };
      query: SetsQuery;
      token: string | null;
    }) =>
      parent.get(params.id)
        ? pageWith(setsPageOf(sets(tables, params.id), query), userFieldsFor(tables, token).set)
        : notFound(what);
  return [
    handlerFor(listSets, ({ query, token }) =>
      pageWith(setsPageOf(tables.sets.all(), query), userFieldsFor(tables, token).set),
    ),
    handlerFor(listFeaturedSets, ({ query, token }) =>
      // Every set filled first: the shortlist ranks by likes, which the mock users' add to.
      shortlistPageOf(
        featuredSetsOf(tables.sets.all().map(userFieldsFor(tables, token).set)),
        query,
        FEATURED_MAX,
      ),
    ),
    handlerFor(getSet, ({ params, token }) => {
      const summary = tables.sets.get(params.id);
      if (!summary) return notFound('set');
      const fill = userFieldsFor(tables, token);
      return makeSetDetail(
        fill.set(summary),
        tables.setTracks.all(),
        (id) => {
          const track = tables.tracks.get(id);
          return track && fill.track(track);
        },
        fill.moments(summary.id),
      );
    }),
    handlerFor(getSetTrackPlay, ({ params }) => {
      const entry = tables.setTracks.get(params.id);
      return entry && tables.sets.get(entry.set_meta_id)
        ? { set_meta_id: entry.set_meta_id, start_time: entry.start_time }
        : notFound('set track');
    }),
    handlerFor(listArtistSets, subList(tables.artists, 'artist', related.artistSets)),
    handlerFor(listLabelSets, subList(tables.labels, 'label', related.labelSets)),
    handlerFor(listTrackSets, subList(tables.tracks, 'track', related.trackSets)),
  ];
}

const ENDPOINTS = [
  listSets,
  listFeaturedSets,
  getSet,
  getSetTrackPlay,
  listArtistSets,
  listLabelSets,
  listTrackSets,
];

export interface SetsHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  withSets: (catalogue: readonly SetSummary[]) => HttpHandler[];
  withCatalog: (rows: CatalogRows) => HttpHandler[];
}

/**
 * The sets endpoints over `mockDb` (45 fixtures, each with its track list) with the server's
 * query rules, plus one variant per state a screen must handle. Each value is a handler list for
 * `server.use(...)` or `parameters.msw.handlers`.
 */
export const setsHandlers: SetsHandlers = Object.assign(setsHandlersOver(mockDb), {
  /** A catalogue with nothing in it (or nothing matching); a set page is a 404. */
  empty: setsHandlersOver(catalogTablesOf()),
  /** The server fails every time. */
  error: failing(ENDPOINTS, 'sets'),
  /** The answer never arrives: loading states stay on screen for stories and screenshots. */
  slow: hanging(ENDPOINTS),
  /**
   * Any catalogue, e.g. `setsHandlers.withSets(makeSets(3))`, in a table of its own that is
   * reset with the others; track lists, tracks, artists and labels stay `mockDb`'s.
   */
  withSets: (catalogue: readonly SetSummary[]) =>
    setsHandlersOver({
      ...mockDb,
      sets: defineTable({ schema: SetSummarySchema, seed: () => catalogue }),
    }),
  /** Any catalog, every table its own: `rows` where given, empty elsewhere. */
  withCatalog: (rows: CatalogRows) => setsHandlersOver(catalogTablesOf(rows)),
});
