// What the service worker does with each request and with the caches of earlier deploys. Pure
// functions, so they are tested without a browser; worker.ts applies them.

/** What the build tells the worker (prepended to sw.js by src/build/serviceWorker.ts). */
export interface WorkerBuild {
  /** Derived from the build's hashed file names and index.html: any change makes a new one. */
  version: string;
  /** The app shell, every client-side route's document. */
  shell: string;
  /** Every hashed file of the build (`/assets/…`), precached at install. */
  assets: readonly string[];
}

export const CACHE_PREFIX = 'rabbithole-';

export const cacheNameOf = (version: string) => `${CACHE_PREFIX}${version}`;

/**
 * `navigation`: network first, the cached shell when the network fails. `asset`: cache first.
 * `network`: not intercepted at all, so the browser fetches as if there were no worker.
 */
export type Strategy = 'navigation' | 'asset' | 'network';

/**
 * The API's answers (a listener's own, and changing), audio and art (large, and played by Range
 * requests) and the share previews (read by other sites' crawlers) never pass through the worker.
 */
const NEVER_CACHED = ['/api', '/media', '/public/preview'];
const HASHED_ASSETS = '/assets/';

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function strategyFor(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  origin: string,
): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (NEVER_CACHED.some((prefix) => isUnder(url.pathname, prefix))) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  // Hashed names change with their content, so a cached copy is right for as long as it exists.
  if (url.pathname.startsWith(HASHED_ASSETS)) return 'asset';
  return 'network';
}

/**
 * The caches to delete once version `current` takes over: ours but the current one and the one
 * created just before it (`names` in creation order, as CacheStorage keeps them). The previous
 * version's assets stay because a tab opened before the deploy still runs that version's code and
 * loads its lazy chunks by their old names, which the server no longer has; two deploys later
 * they go.
 */
export function cachesToDelete(names: readonly string[], current: string): string[] {
  const older = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
  return older.slice(0, -1);
}
