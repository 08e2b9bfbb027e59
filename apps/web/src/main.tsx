import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { titleForPath } from './paths.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';
import { startRouteAtBoot } from './routeTable.ts';
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
void startRouteAtBoot(window.location.pathname, window.location.search.slice(1)).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
