import {
  homeListRequests,
  searchKinds,
  searchPageRequest,
  setRequest,
  type ReadRequest,
} from '@rabbithole/feature-kit';
import { parse } from 'regexparam';
import { preload } from 'swr';
import { matchRoute } from 'wouter';
import { homePage, searchPage, setPage } from './paths.ts';

/**
 * The first reads of each route, by its pattern: started as the address changes, beside the
 * route's code chunk rather than after it has loaded and rendered. SWR's `preload` keeps each
 * promise by its key, and the page's hook with the same key takes it over instead of asking again.
 */
const routeReads: readonly {
  path: string;
  reads: (
    params: Record<string, string | undefined>,
    query: URLSearchParams,
  ) => ReadRequest<unknown>[];
}[] = [
  {
    path: homePage.path,
    reads: () => {
      const home = homeListRequests();
      return [home.featuredSets, home.newestTracks, home.featuredArtists, home.featuredLabels];
    },
  },
  {
    path: setPage.path,
    reads: ({ id }) => {
      const setId = Number(id);
      return Number.isSafeInteger(setId) && setId > 0 ? [setRequest(setId)] : [];
    },
  },
  {
    path: searchPage.path,
    reads: (_, query) => {
      const text = query.get('s')?.trim();
      return text ? searchKinds.map((kind) => searchPageRequest(kind, text, undefined)) : [];
    },
  },
];

function leaveToThePage() {
  // A failure is the page's to handle (it logs it, spec.md section 8) once it takes the promise
  // over; catching here only keeps an unused one from being reported as unhandled.
}

let lastPreloaded: string | undefined;

/**
 * Starts the first reads of the route at `pathname` (with its `search` string), once per address:
 * calling it again for the same address does nothing, so it may run on every render.
 */
export function preloadRouteData(pathname: string, search: string) {
  const address = `${pathname}?${search}`;
  if (address === lastPreloaded) return;
  lastPreloaded = address;
  for (const route of routeReads) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (!matches) continue;
    for (const read of route.reads(params, new URLSearchParams(search))) {
      preload(read.key, () => read.fetch()).catch(leaveToThePage);
    }
  }
}
