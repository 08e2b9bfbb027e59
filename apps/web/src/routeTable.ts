import {
  FIREBASE_SESSION_KEY,
  homeListRequests,
  searchKinds,
  searchPageRequest,
  setRequest,
  type ReadRequest,
} from '@rabbithole/feature-kit';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { preload } from 'swr';
import { matchRoute } from 'wouter';
import {
  areaOf,
  artistPage,
  artistsPage,
  forgotPasswordPage,
  homePage,
  labelPage,
  labelsPage,
  loginPage,
  profilePage,
  adminPage,
  publicPages,
  registerPage,
  resetPage,
  searchPage,
  setPage,
  setsPage,
  trackPage,
  tracksPage,
} from './paths.ts';

type Params = Record<string, string | undefined>;

/** One page of the app: its pattern (paths.ts), its code chunk, and the reads it shows first. */
export interface RouteEntry {
  readonly path: string;
  readonly chunk: () => Promise<{ default: ComponentType }>;
  /** The page's first API reads; SWR's `preload` keeps each promise for the page's own hook. */
  readonly reads?: (params: Params, query: URLSearchParams) => ReadRequest<unknown>[];
}

/** The four public pages, each its own chunk; one for every path publicPages lists. */
const publicPageChunks = {
  '/about': () => import('./routes/AboutPage.tsx'),
  '/policy': () => import('./routes/PolicyPage.tsx'),
  '/terms': () => import('./routes/TermsPage.tsx'),
  '/contact': () => import('./routes/ContactPage.tsx'),
} as const satisfies Record<(typeof publicPages)[number]['path'], RouteEntry['chunk']>;

const positiveId = (id: string | undefined) => {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/**
 * Every page that has its own chunk (one chunk per page: the first paint of /login must not pay
 * for the sets list, design.md 6). PageRoutes renders these; `startRoute` starts a page's reads,
 * then its chunk, as soon as its address is known (issue 8: a route's first requests go out in
 * parallel with its code, not after it).
 */
export const routeTable: readonly RouteEntry[] = [
  { path: loginPage.path, chunk: () => import('./routes/LoginPage.tsx') },
  { path: registerPage.path, chunk: () => import('./routes/RegisterPage.tsx') },
  { path: forgotPasswordPage.path, chunk: () => import('./routes/ForgotPasswordPage.tsx') },
  { path: resetPage.path, chunk: () => import('./routes/ResetPasswordPage.tsx') },
  {
    path: homePage.path,
    chunk: () => import('./routes/HomePage.tsx'),
    reads: () => {
      const home = homeListRequests();
      return [home.featuredSets, home.newestTracks, home.featuredArtists, home.featuredLabels];
    },
  },
  { path: setsPage.path, chunk: () => import('./routes/SetsPage.tsx') },
  {
    path: setPage.path,
    chunk: () => import('./routes/SetPage.tsx'),
    reads: ({ id }) => {
      const setId = positiveId(id);
      return setId === undefined ? [] : [setRequest(setId)];
    },
  },
  { path: tracksPage.path, chunk: () => import('./routes/TracksPage.tsx') },
  { path: trackPage.path, chunk: () => import('./routes/TrackPage.tsx') },
  { path: artistsPage.path, chunk: () => import('./routes/ArtistsPage.tsx') },
  { path: artistPage.path, chunk: () => import('./routes/ArtistPage.tsx') },
  { path: labelsPage.path, chunk: () => import('./routes/LabelsPage.tsx') },
  { path: labelPage.path, chunk: () => import('./routes/LabelPage.tsx') },
  {
    path: searchPage.path,
    chunk: () => import('./routes/SearchPage.tsx'),
    reads: (_, query) => {
      const text = query.get('s')?.trim();
      return text ? searchKinds.map((kind) => searchPageRequest(kind, text, undefined)) : [];
    },
  },
  // No reads here: the tabs are read for the signed-in user's id, which only the session's
  // GET /api/me tells, and at boot that answer is still on its way.
  { path: profilePage.path, chunk: () => import('./routes/ProfilePage.tsx') },
  { path: adminPage.path, chunk: () => import('./routes/AdminPage.tsx') },
  ...publicPages.map(({ path }) => ({ path, chunk: publicPageChunks[path] })),
];

function leaveToThePage() {
  // A failure is the page's to handle (it logs it, spec.md section 8) once it takes the promise
  // over, or asks again for its chunk; catching here only keeps an unused one from being
  // reported as unhandled.
}

function entryAt(pathname: string): [RouteEntry, Params] | undefined {
  for (const entry of routeTable) {
    const [matches, params] = matchRoute(parse, entry.path, pathname);
    if (matches) return [entry, params];
  }
  return undefined;
}

let lastStarted: string | undefined;

/**
 * Starts the first reads of the page at `pathname` (with its `search` string, without `?`),
 * once per address: calling it again for the same address does nothing, so it may run on every
 * render. The page's chunk is left to its lazy route, which renders right after.
 */
export function startRouteReads(pathname: string, search: string): void {
  const address = `${pathname}?${search}`;
  if (address === lastStarted) return;
  lastStarted = address;
  const found = entryAt(pathname);
  if (!found?.[0].reads) return;
  const [entry, params] = found;
  for (const read of entry.reads?.(params, new URLSearchParams(search)) ?? []) {
    preload(read.key, () => read.fetch()).catch(leaveToThePage);
  }
}

/** Whether a session may be restored: the session's own test (a stored token or a Firebase user). */
function maySignIn(storage: Storage): boolean {
  return storage.getItem('accessToken') !== null || storage.getItem(FIREBASE_SESSION_KEY) !== null;
}

/**
 * Called once at boot, before the first render: the page's reads start now, beside the session's
 * GET /api/me, and its chunk (with the app shell's, on a signed-in page) in the next task, once
 * the reads are on the wire, so neither waits for the session nor for the other. Nothing but the
 * reads starts on a page the visitor will be sent away from: a signed-in page without a stored
 * session (to /login), or a guest-only one with one (to /home).
 */
export function startRouteAtBoot(pathname: string, search: string, storage = localStorage): void {
  startRouteReads(pathname, search);
  const area = areaOf(pathname);
  const session = maySignIn(storage);
  if ((area === 'signed-in' && !session) || (area === 'guest-only' && session)) return;
  const chunk = entryAt(pathname)?.[0].chunk;
  setTimeout(() => {
    if (area === 'signed-in') import('./shell/AppShell.tsx').catch(leaveToThePage);
    chunk?.().catch(leaveToThePage);
  }, 0);
}
