// Pages rendered on the server, for the first response of a navigation (a listener's signed-in
// pages, a visitor's sign-in and public pages): the page shows as soon as its HTML and
// stylesheet arrive, and the client hydrates it (main.tsx) instead of rendering it again from
// nothing after its scripts and reads. Built by `vite build --ssr` into dist-server/ and
// imported by the API's static plugin.
import { AsyncLocalStorage } from 'node:async_hooks';
import { darkTheme } from '@rabbithole/design-system';
import {
  createApiClient,
  readSignedInUser,
  setDefaultApiClient,
  type ApiClient,
} from '@rabbithole/feature-kit';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { unstable_serialize as listKeyOf } from 'swr/infinite';
import { Router } from 'wouter';
import { App } from '../App.tsx';
import type { Boot } from '../boot.ts';
import { areaOf, titleForPath } from '../paths.ts';
import { firstReadRequests } from '../routeReads.ts';
import { documentTitle } from '../useDocumentTitle.ts';

export { BOOT_ELEMENT_ID, serializeBoot } from '../boot.ts';
export { SESSION_COOKIE } from '../sessionCookie.ts';

/**
 * The class ThemeRoot puts on `<html>` once it runs (the body's margin and background): a
 * rendered page carries it from its first paint, or the body moves when the client takes over.
 */
export const documentClassName = darkTheme;

// Pages for different listeners render at the same time: every read goes through the client of
// the page it belongs to (signed with that listener's token), never through a shared one.
const pageClient = new AsyncLocalStorage<ApiClient>();

function clientOfThisPage(): ApiClient {
  const client = pageClient.getStore();
  if (!client) throw new Error('An API call outside a page render');
  return client;
}

setDefaultApiClient({
  request: (endpoint, ...args) => clientOfThisPage().request(endpoint, ...args),
  open: (path, init) => clientOfThisPage().open(path, init),
  get recovery() {
    return clientOfThisPage().recovery;
  },
});

export interface PageRequest {
  /** The path and query asked for: `/sets?genre=Techno`. */
  readonly url: string;
  /** The listener's access token, from the session cookie; null for a visitor without one. */
  readonly token: string | null;
  /** How the page's reads reach the API: the server answers them in process. */
  readonly fetch: typeof fetch;
  /** Gives up on the render (the server then sends the plain app shell). */
  readonly signal?: AbortSignal;
}

export interface RenderedPage {
  /** `#root`'s content. */
  readonly html: string;
  /** What the client's first render needs to be the same (boot.ts). */
  readonly boot: Boot;
  /** The tab's title, as the client would set it. */
  readonly title: string | undefined;
}

const ORIGIN = 'http://rabbithole.invalid';

/**
 * The page at `url` for the listener whose token this is (a signed-in page), or for a visitor
 * without one (a sign-in or public page); null for any other page, a token that no longer signs
 * anyone in, or a render out of time: the app shell then renders it in the browser as before.
 * Rejects with the first error of a render that failed.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(request.url, ORIGIN);
  const query = search.slice(1);
  const area = areaOf(pathname);
  const { token } = request;
  // A visitor's sign-in and public pages read nothing: the session is known to be signed out.
  if (token === null) {
    if (area !== 'guest-only' && area !== 'public') return null;
    const client = createApiClient({ fetch: request.fetch, log: () => undefined });
    return pageClient.run(client, () =>
      prerender(pathname, query, { user: null, fallback: {} }, request.signal),
    );
  }
  if (area !== 'signed-in') return null;
  const client = createApiClient({
    fetch: request.fetch,
    getAccessToken: () => token,
    // What fails here is not the page's failure: the client reads it again for itself.
    log: () => undefined,
  });
  return pageClient.run(client, async () => {
    const user = await readSignedInUser(client).catch(() => null);
    if (!user) return null;
    const fallback: Record<string, unknown> = {};
    await Promise.all(
      firstReadRequests(pathname, query).map(async (read) => {
        try {
          const answer = await read.fetch(request.signal);
          fallback[read.key] = answer;
          // A Load More list reads its pages through useSWRInfinite, whose answer is the list
          // of pages under a key of its own.
          if (read.pagedList) fallback[listKeyOf(() => read.key)] = [answer];
        } catch {
          // Left out: the page shows its loading state and reads it in the browser.
        }
      }),
    );
    return prerender(pathname, query, { user, fallback }, request.signal);
  });
}

async function prerender(
  pathname: string,
  query: string,
  boot: Boot,
  signal: AbortSignal | undefined,
): Promise<RenderedPage | null> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={query}>
        <App boot={boot} onServer />
      </Router>
    </StrictMode>,
    {
      ...(signal ? { signal } : {}),
      // Every boundary inline and in order: a large one would otherwise come after the rest
      // with an inline script to move it into place, which the CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that failed would be rendered again by the client, from nothing: the caller
      // sends the shell instead, which the client renders whole, and logs why.
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error('The page failed to render');
  }
  if (signal?.aborted) return null;
  const title = titleForPath(pathname);
  return { html, boot, title: title === undefined ? undefined : documentTitle(title) };
}
