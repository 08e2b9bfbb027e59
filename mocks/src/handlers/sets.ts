import {
  listSets,
  setSearchTexts,
  SetSummarySchema,
  type SetSummary,
  type SetsPage,
  type SetsQuery,
} from '@rabbithole/api-contract';
import { delay, type HttpHandler } from 'msw';
import { mockDb } from '../store/db.ts';
import { listPage, type ListRules } from '../store/lists.ts';
import { defineTable, type Table } from '../store/table.ts';
import { handlerFor } from './contract.ts';
import { errorResponse } from './errors.ts';

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

/** Every sets endpoint, reading and writing `table`. */
function setsHandlersOver(table: Table<SetSummary>): HttpHandler[] {
  return [handlerFor(listSets, ({ query }) => setsPageOf(table.all(), query))];
}

export interface SetsHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  withSets: (catalogue: readonly SetSummary[]) => HttpHandler[];
}

/**
 * The sets endpoints over `mockDb.sets` (45 fixtures) with the server's query rules, plus one
 * variant per state a screen must handle. Each value is a handler list for `server.use(...)` or
 * `parameters.msw.handlers`.
 */
export const setsHandlers: SetsHandlers = Object.assign(setsHandlersOver(mockDb.sets), {
  /** A catalogue with nothing in it (or nothing matching). */
  empty: setsHandlersOver(defineTable({ schema: SetSummarySchema, seed: () => [] })),
  /** The server fails every time. */
  error: [handlerFor(listSets, () => errorResponse(500, 'The sets could not be loaded.'))],
  /** The answer never arrives: loading states stay on screen for stories and screenshots. */
  slow: [
    handlerFor(listSets, async () => {
      await delay('infinite');
      return errorResponse(503);
    }),
  ],
  /**
   * Any catalogue, e.g. `setsHandlers.withSets(makeSets(3))`, in a table of its own that is
   * reset with the others.
   */
  withSets: (catalogue: readonly SetSummary[]) =>
    setsHandlersOver(defineTable({ schema: SetSummarySchema, seed: () => catalogue })),
});
