/** Where the build puts the worker (src/build/serviceWorker.ts); its scope is the whole app. */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker of spec.md section 7, in the production build only: the Vite dev
 * server has no /sw.js, and a worker caching its modules would serve stale code under HMR
 * (Storybook and Vitest never run main.tsx at all). It waits for the load event and then for an
 * idle moment, so its install (which fetches the build's files) never competes with the first
 * render or the page's own requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache 'none': the browser asks the server for sw.js itself on every update check,
    // whatever the HTTP cache holds, so a deploy is seen on the next navigation.
    navigator.serviceWorker
      .register(WORKER_URL, { updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
