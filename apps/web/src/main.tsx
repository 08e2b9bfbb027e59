import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { bootToHydrate, keepBootReads, readBoot } from './boot.ts';
import { titleForPath } from './paths.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';
import { routeReadsAnswered, startRouteAtBoot } from './routeTable.ts';
import { documentTitle } from './useDocumentTitle.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Name the tab before the route's chunk arrives, so it is right from the load event on; the page
// keeps it up to date as the listener navigates.
const initialTitle = titleForPath(window.location.pathname);
if (initialTitle) document.title = documentTitle(initialTitle);

// The page's first reads, then its code, start now, beside the session's GET /api/me, not after
// it. App's own call for this address is then a no-op (routeTable.ts starts each address once).
// The first render waits for the page's chunk (its reads are on their way already): painted
// first around a spinner, the layout moved when the page replaced it (CLS 0.18 on /login).
// A page the server rendered (server/render.tsx) is hydrated with what the server read, so it
// stays on screen as it is and comes alive once its code is here.
const sentBoot = readBoot();
const boot = bootToHydrate(sentBoot, localStorage);
if (sentBoot && !boot) root.replaceChildren();
if (boot) {
  keepBootReads(boot);
  routeReadsAnswered(window.location.pathname, window.location.search.slice(1));
}
void startRouteAtBoot(window.location.pathname, window.location.search.slice(1)).then(() => {
  const app = (
    <StrictMode>
      <App boot={boot} />
    </StrictMode>
  );
  // As a transition, the hydration yields to the browser every few milliseconds (a tap, a
  // scroll, a frame) rather than holding the main thread for all the page's cards at once.
  if (boot) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
});

registerServiceWorker();
