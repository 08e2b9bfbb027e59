import {
  SetsQuerySchema,
  type ErrorBody,
  type SetSummary,
  type SetsPage,
  type SetsQuery,
  validationErrorBody,
} from '@rabbithole/api-contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { SET_FIXTURES } from '../fixtures/sets.ts';

// `*` matches any origin: the browser resolves `/api/sets` against the page, node tests use a base URL.
const SETS_URL = '*/api/sets';

type SortValue = string | number;

const sortValue: Record<SetsQuery['order_by'], (set: SetSummary) => SortValue> = {
  artist: (set) => set.artist.toLowerCase(),
  set_name: (set) => set.set_name.toLowerCase(),
  sponsor: (set) => (set.set_sponsors[0]?.sponsor ?? '').toLowerCase(),
  genre: (set) => (set.genre ?? '').toLowerCase(),
  release_date: (set) => set.release_date,
};

function matches(set: SetSummary, query: SetsQuery): boolean {
  // Like the server: a genre matches the set's own genre or that of any track played in it.
  const { genre } = query;
  if (genre && set.genre !== genre && !set.track_genres.includes(genre)) return false;
  if (!query.search) return true;
  const needle = query.search.toLowerCase();
  return [set.set_name, set.artist, ...set.set_sponsors.map((s) => s.sponsor)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** What the real server does with the same query: filter, sort (id breaks ties), then page. */
export function listSets(catalogue: readonly SetSummary[], query: SetsQuery): SetsPage {
  const key = sortValue[query.order_by];
  const sign = query.order_direction === 'asc' ? 1 : -1;
  const selected = catalogue
    .filter((set) => matches(set, query))
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return (x < y ? -1 : x > y ? 1 : 0) * sign || (a.id - b.id) * sign;
    });
  const data = selected.slice(query.offset, query.offset + query.limit);
  return { data, pagination: { offset: query.offset, count: data.length, total: selected.length } };
}

function serve(catalogue: readonly SetSummary[]): HttpHandler {
  return http.get(SETS_URL, ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = SetsQuerySchema.safeParse(params);
    if (!parsed.success) {
      const query: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_');
        (query[field] ??= []).push(issue.message);
      }
      return HttpResponse.json(validationErrorBody('query', query), { status: 422 });
    }
    return HttpResponse.json(listSets(catalogue, parsed.data));
  });
}

const serverError: ErrorBody = {
  code: 500,
  message: 'Internal Server Error',
  description: 'The sets could not be loaded.',
};

export interface SetsHandlers extends Array<HttpHandler> {
  empty: HttpHandler[];
  error: HttpHandler[];
  slow: HttpHandler[];
  withSets: (catalogue: readonly SetSummary[]) => HttpHandler[];
}

/**
 * `GET /api/sets` over 45 fixtures with the real query semantics, plus one variant per state a
 * screen must handle. Each value is a handler list for `server.use(...)` or `parameters.msw.handlers`.
 */
export const setsHandlers: SetsHandlers = Object.assign([serve(SET_FIXTURES)], {
  /** A catalogue with nothing in it (or nothing matching). */
  empty: [serve([])],
  /** The server fails every time. */
  error: [http.get(SETS_URL, () => HttpResponse.json(serverError, { status: 500 }))],
  /** The answer never arrives: loading states stay on screen for stories and screenshots. */
  slow: [
    http.get(SETS_URL, async () => {
      await delay('infinite');
      return HttpResponse.json(listSets([], SetsQuerySchema.parse({})));
    }),
  ],
  /** Serve any catalogue, e.g. `setsHandlers.withSets(makeSets(3))`. */
  withSets: (catalogue: readonly SetSummary[]) => [serve(catalogue)],
});
