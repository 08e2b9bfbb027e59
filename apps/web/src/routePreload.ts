import { FIREBASE_SESSION_KEY } from '@rabbithole/feature-kit';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { areaOf, setPage } from './paths.ts';

type Params = Record<string, string | undefined>;

interface RoutePreload {
  path: string;
  start: (params: Params) => unknown;
}

const routePreloads: RoutePreload[] = [];

/**
 * What the page at `path` (a route pattern of paths.ts) can start at boot, before the session has
 * resolved: its code chunk. Its first API reads start beside it from routeData.ts, which also
 * covers later navigations (issue 8: a route's first request starts in parallel with its code,
 * not after). One line per route; `start` gets the pattern's params.
 */
export function preloadRoute(path: string, start: (params: Params) => unknown): void {
  routePreloads.push({ path, start });
}

/** Whether a session may be restored: the session's own test (a stored token or a Firebase user). */
function maySignIn(storage: Storage): boolean {
  return storage.getItem('accessToken') !== null || storage.getItem(FIREBASE_SESSION_KEY) !== null;
}

const quietly = (loading: Promise<unknown>) => loading.catch(() => undefined);

/**
 * Called once at boot: on a signed-in page, when a session may be restored, fetches the app shell
 * and the page's preloads at once, while GET /api/me is in flight. A visitor who is sent to
 * /login instead loads nothing more; a failed preload is left to the page, which asks again.
 */
export function startRoutePreloads(pathname: string, storage: Storage = localStorage): void {
  if (areaOf(pathname) !== 'signed-in' || !maySignIn(storage)) return;
  void quietly(import('./shell/AppShell.tsx'));
  for (const { path, start } of routePreloads) {
    const [matched, params] = matchRoute(parse, path, pathname);
    if (matched) void quietly(Promise.resolve(start(params)));
  }
}

// Its first read starts from routeData.ts just before. /home's chunk is left to its route: its
// four reads go out first and the chunk then arrives beside them (e2e/journeys/home.test.ts).
preloadRoute(setPage.path, () => import('./routes/SetPage.tsx'));
