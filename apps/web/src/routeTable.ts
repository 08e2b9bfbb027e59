import { FIREBASE_SESSION_KEY } from '@rabbithole/feature-kit';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import type * as SignedInModule from './signedIn.ts';
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

/** One page of the app: its pattern (paths.ts) and its code chunk (its first reads: routeReads.ts). */
export interface RouteEntry {
  readonly path: string;
  readonly chunk: () => Promise<{ default: ComponentType }>;
}

/** The four public pages, each its own chunk; one for every path publicPages lists. */
const publicPageChunks = {
  '/about': () => import('./routes/AboutPage.tsx'),
  '/policy': () => import('./routes/PolicyPage.tsx'),
  '/terms': () => import('./routes/TermsPage.tsx'),
  '/contact': () => import('./routes/ContactPage.tsx'),
} as const satisfies Record<(typeof publicPages)[number]['path'], RouteEntry['chunk']>;

/** A signed-in page: they and the app shell are one chunk (signedIn.ts says why). */
const signedIn =
  (name: Exclude<keyof typeof SignedInModule, 'AppShell'>): RouteEntry['chunk'] =>
  () =>
    import('./signedIn.ts').then((pages) => ({ default: pages[name] }));

/**
 * Every page and where its code is: each guest and public page in a chunk of its own (the first
 * paint of /login must not pay for the sets list, design.md 6), the signed-in pages together in
 * the signed-in app's (signedIn.ts). PageRoutes renders these; `startRoute` starts a page's reads,
 * then its chunk, as soon as its address is known (issue 8: a route's first requests go out in
 * parallel with its code, not after it).
 */
export const routeTable: readonly RouteEntry[] = [
  { path: loginPage.path, chunk: () => import('./routes/LoginPage.tsx') },
  { path: registerPage.path, chunk: () => import('./routes/RegisterPage.tsx') },
  { path: forgotPasswordPage.path, chunk: () => import('./routes/ForgotPasswordPage.tsx') },
  { path: resetPage.path, chunk: () => import('./routes/ResetPasswordPage.tsx') },
  { path: homePage.path, chunk: signedIn('HomePage') },
  { path: setsPage.path, chunk: signedIn('SetsPage') },
  { path: setPage.path, chunk: signedIn('SetPage') },
  { path: tracksPage.path, chunk: signedIn('TracksPage') },
  { path: trackPage.path, chunk: signedIn('TrackPage') },
  { path: artistsPage.path, chunk: signedIn('ArtistsPage') },
  { path: artistPage.path, chunk: signedIn('ArtistPage') },
  { path: labelsPage.path, chunk: signedIn('LabelsPage') },
  { path: labelPage.path, chunk: signedIn('LabelPage') },
  { path: searchPage.path, chunk: signedIn('SearchPage') },
  { path: profilePage.path, chunk: signedIn('ProfilePage') },
  { path: adminPage.path, chunk: signedIn('AdminPage') },
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
 * render. The page's chunk is left to its lazy route, which renders right after. The reads and
 * their request builders are a chunk of their own (routeReads.ts), fetched beside the page's:
 * only signed-in pages have any, and /login's first script must stay within 120 KB gzip.
 */
export function startRouteReads(pathname: string, search: string): void {
  const address = `${pathname}?${search}`;
  if (address === lastStarted) return;
  lastStarted = address;
  // Offline, a read would fail now and its rejection be kept for the page, which would show it
  // even after the connection is back; the page reads for itself once it can show.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  if (areaOf(pathname) !== 'signed-in') return;
  import('./routeReads.ts')
    .then(({ startFirstReads }) => startFirstReads(pathname, search))
    .catch(leaveToThePage);
}

/**
 * The server answered the first reads of this address (a page it rendered, bootReads.ts): they
 * are not started again, at boot or by App's first render.
 */
export function routeReadsAnswered(pathname: string, search: string): void {
  lastStarted = `${pathname}?${search}`;
}

/** Whether a session may be restored: the session's own test (a stored token or a Firebase user). */
function maySignIn(storage: Storage): boolean {
  return storage.getItem('accessToken') !== null || storage.getItem(FIREBASE_SESSION_KEY) !== null;
}

/**
 * Called once at boot, before the first render, which waits for what it answers: the page's own
 * chunk, loaded or failed. The page's reads (their chunk first) start now,
 * beside the session's GET /api/me, and its code (with the app shell's, on a signed-in page) in
 * the next task, once the reads' chunk is asked for, so neither waits for the session nor for the
 * other. Nothing starts on a page the visitor will be sent away from: a signed-in page without a
 * stored session (to /login), or a guest-only one with one (to /home).
 */
export function startRouteAtBoot(
  pathname: string,
  search: string,
  storage = localStorage,
): Promise<void> {
  const area = areaOf(pathname);
  const session = maySignIn(storage);
  if ((area === 'signed-in' && !session) || (area === 'guest-only' && session)) {
    return Promise.resolve();
  }
  startRouteReads(pathname, search);
  const chunk = entryAt(pathname)?.[0].chunk;
  return new Promise((resolve) => {
    setTimeout(() => {
      // A public page shows in the app shell too once a session is restored: without its chunk
      // at hand, the page would give way to a placeholder between the two layouts.
      if (area === 'signed-in' || area === 'public') {
        import('./signedIn.ts').catch(leaveToThePage);
      }
      (chunk ? loadPage(chunk) : Promise.resolve())
        .then(() => undefined, leaveToThePage)
        .finally(resolve);
    }, 0);
  });
}

type PageModule = Awaited<ReturnType<RouteEntry['chunk']>>;
const loadedPages = new Map<RouteEntry['chunk'], PageModule>();

function loadPage(chunk: RouteEntry['chunk']): Promise<PageModule> {
  return chunk().then((module) => {
    loadedPages.set(chunk, module);
    return module;
  });
}

/**
 * The loader React.lazy gets for a page. Once the page's module is here (the boot loaded it
 * before the first render), it answers with a thenable that calls back at once, which React.lazy
 * renders in the same pass: a promise, even a settled one, calls back a microtask later, and
 * React painted the Suspense fallback first, then the page, which moved the layout (CLS 0.18 on
 * /login under Lighthouse's throttling).
 */
export function pageLoader(chunk: RouteEntry['chunk']): RouteEntry['chunk'] {
  return () => {
    const loaded = loadedPages.get(chunk);
    if (!loaded) return loadPage(chunk);
    // Typed as the promise React.lazy asks for: React calls nothing of it but `then`.
    const atOnce = { then: (onLoaded: (module: PageModule) => unknown) => onLoaded(loaded) };
    return atOnce as unknown as Promise<PageModule>;
  };
}
