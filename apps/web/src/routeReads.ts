import {
  artistRequest,
  discoverFirstPageRequest,
  homeListRequests,
  labelRequest,
  searchKinds,
  searchPageRequest,
  setRequest,
  trackRequest,
  type ReadRequest,
} from '@rabbithole/feature-kit';
import { parse } from 'regexparam';
import { preload } from 'swr';
import { matchRoute } from 'wouter';
import {
  artistPage,
  artistsPage,
  homePage,
  labelPage,
  labelsPage,
  searchPage,
  setPage,
  setsPage,
  trackPage,
  tracksPage,
} from './paths.ts';

type Params = Record<string, string | undefined>;
/** A page's first read; `pagedList` when it is the first page of a Load More list. */
export interface FirstRead extends ReadRequest<unknown> {
  readonly pagedList?: true;
}
type Reads = (params: Params, query: URLSearchParams) => FirstRead[];

const pagedList = (read: ReadRequest<unknown>): FirstRead => ({ ...read, pagedList: true });

const positiveId = (id: string | undefined) => {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** A detail page's one read, for an id that can be one (any other answers the page's not-found). */
const detail =
  (request: (id: number) => ReadRequest<unknown>): Reads =>
  ({ id }) => {
    const value = positiveId(id);
    return value === undefined ? [] : [request(value)];
  };

/**
 * The reads each signed-in page shows first, by its pattern (paths.ts): what its containers ask
 * for on their first render, with the same keys, so SWR's `preload` hands each promise over.
 * Profile tabs are left out: they are read for the signed-in user's id, which only the session's
 * GET /api/me tells, and at boot that answer is still on its way.
 */
const firstReads: Record<string, Reads> = {
  [homePage.path]: () => {
    const home = homeListRequests();
    return [home.featuredSets, home.newestTracks, home.featuredArtists, home.featuredLabels];
  },
  [setsPage.path]: (_, query) => [pagedList(discoverFirstPageRequest('sets', query.toString()))],
  [tracksPage.path]: (_, query) => [
    pagedList(discoverFirstPageRequest('tracks', query.toString())),
  ],
  [artistsPage.path]: (_, query) => [
    pagedList(discoverFirstPageRequest('artists', query.toString())),
  ],
  [labelsPage.path]: (_, query) => [
    pagedList(discoverFirstPageRequest('labels', query.toString())),
  ],
  [setPage.path]: detail(setRequest),
  [trackPage.path]: detail(trackRequest),
  [artistPage.path]: detail(artistRequest),
  [labelPage.path]: detail(labelRequest),
  [searchPage.path]: (_, query) => {
    const text = query.get('s')?.trim();
    return text
      ? searchKinds.map((kind) => pagedList(searchPageRequest(kind, text, undefined)))
      : [];
  },
};

function leaveToThePage() {
  // A failure is the page's to handle (it logs it, spec.md section 8) once it takes the promise
  // over; catching here only keeps an unused one from being reported as unhandled.
}

/** The first reads of the page at `pathname`, with its query (`search`, without `?`). */
export function firstReadRequests(pathname: string, search: string): FirstRead[] {
  for (const [pattern, reads] of Object.entries(firstReads)) {
    const [matches, params] = matchRoute(parse, pattern, pathname);
    if (matches) return reads(params, new URLSearchParams(search));
  }
  return [];
}

/** Starts the first reads of the page at `pathname`, with its query (`search`, without `?`). */
export function startFirstReads(pathname: string, search: string): void {
  for (const read of firstReadRequests(pathname, search)) {
    preload(read.key, () => read.fetch()).catch(leaveToThePage);
  }
}
