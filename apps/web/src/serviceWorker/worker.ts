// The service worker at /sw.js (spec.md section 7), built by src/build/serviceWorker.ts with the
// build's file list prepended as __BUILD__. Update strategy: every deploy has a new version, hence
// a new sw.js, which the browser finds on its next navigation (sw.js is served no-cache). The new
// worker precaches its files into a cache of its own, then skips waiting: that is safe because
// every asset name is hashed, so nothing the old pages hold is overwritten, and the previous
// version's cache is kept (policy.ts) for tabs still running that version's code. On activate it
// claims the open tabs; their next navigation gets the new shell from the network. No tab is
// reloaded under the listener (a set may be playing).
import { cacheNameOf, cachesToDelete, strategyFor, type WorkerBuild } from './policy.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __BUILD__: WorkerBuild;

const build = __BUILD__;
const cacheName = cacheNameOf(build.version);

async function precache(): Promise<void> {
  const cache = await caches.open(cacheName);
  const shell = await fetch(build.shell, { cache: 'no-cache' });
  if (!shell.ok) throw new Error(`The app shell answered ${shell.status}`);
  await cache.put(build.shell, shell);
  await Promise.all(
    build.assets.map(async (path) => {
      // A file unchanged since an earlier deploy has the same hashed name: copy it, so a deploy
      // downloads only what changed.
      const response = (await caches.match(path, { ignoreVary: true })) ?? (await fetch(path));
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await cache.put(path, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    precache().then(
      () => self.skipWaiting(),
      async (error: unknown) => {
        // A half-filled cache must not count as the previous version at the next activate.
        await caches.delete(cacheName);
        throw error;
      },
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The navigation's request starts while the worker boots, rather than after it (where the
      // browser can: Safari before 15.4 has no navigation preload).
      if ('navigationPreload' in self.registration) {
        await self.registration.navigationPreload.enable();
      }
      const stale = cachesToDelete(await caches.keys(), cacheName);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/**
 * Network first with no timeout, so a slow connection still gets the fresh shell (and with it the
 * current deploy); the cached shell only when the network fails outright. A server's error
 * answer is passed on as it is.
 */
async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const cache = await caches.open(cacheName);
    const shell = (await cache.match(build.shell)) ?? (await caches.match(build.shell));
    return shell ?? Response.error();
  }
}

/** Cache first across every version's cache, so a tab of the previous version finds its chunks. */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  switch (strategyFor(event.request, self.location.origin)) {
    case 'navigation':
      event.respondWith(navigate(event));
      break;
    case 'asset':
      event.respondWith(asset(event.request));
      break;
    case 'network':
      break;
  }
});
