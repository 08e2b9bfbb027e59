import { hasStoredSession, type SessionState } from '@rabbithole/feature-kit';
import { createContext } from 'react';
import { SWRConfig, type Cache } from 'swr';

type User = NonNullable<SessionState['user']>;

/**
 * What the server read to render a page (server/render.tsx), inlined beside its HTML so the
 * client's first render is the server's: the signed-in user (none for a visitor), and the page's
 * first reads by their SWR keys.
 */
export interface Boot {
  /** Null on a visitor's page: the session starts signed out. */
  readonly user: User | null;
  readonly fallback: Readonly<Record<string, unknown>>;
}

/** The id of the `<script type="application/json">` that carries a rendered page's Boot. */
export const BOOT_ELEMENT_ID = 'rh-boot';

/** The Boot of a page the server rendered; undefined for the plain app shell. */
export function readBoot(doc: Document = document): Boot | undefined {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Boot;
  } catch {
    return undefined;
  }
}

/**
 * The Boot to hydrate with. A visitor's page is rendered signed out (no session cookie came with
 * the request); where a session is stored all the same (its cookie cleared), it is restored and
 * the page rendered afresh, rather than hydrated signed out only to change at once.
 */
export function bootToHydrate(boot: Boot | undefined, storage: Storage): Boot | undefined {
  return boot?.user === null && hasStoredSession(storage) ? undefined : boot;
}

/**
 * Serialised for an inline script: `<` escaped so no answer's text can close the element (or
 * open a comment) whatever it holds; U+2028 and U+2029 escaped for older parsers.
 */
export function serializeBoot(boot: Boot): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Takes the rendered page's Boot out of the document once the browser is idle after hydration
 * (it is read once, before). By then the renders hydration schedules are done too: React Aria
 * builds a server-rendered tab list again with new elements at its first render after
 * hydration, and a press begun on an old one was lost (a tap on a tab that did nothing). Its
 * absence is how the journeys know a page is live (test-support's `navigateToLivePages`).
 * Returns the cancel.
 */
export function dropBootWhenSettled(doc: Document = document): () => void {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return () => undefined;
  const view = doc.defaultView;
  // Without requestIdleCallback (older Safari): a task after the ones already queued.
  if (view && 'requestIdleCallback' in view) {
    const handle = view.requestIdleCallback(() => element.remove());
    return () => view.cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => element.remove(), 0);
  return () => clearTimeout(handle);
}

export const BootContext = createContext<Boot | undefined>(undefined);

/**
 * Puts a rendered page's reads in SWR's cache before the app hydrates, as if read in the browser:
 * a like or a follow updates the cached read (`mutate` with the answer), which a read held only
 * as a fallback would not have. Written to the cache itself, not through `mutate`, which SWR
 * would take for a change since the server's render and render again.
 */
export function keepBootReads(boot: Boot, cache: Cache = SWRConfig.defaultValue.cache): void {
  for (const [key, data] of Object.entries(boot.fallback)) {
    if (cache.get(key) === undefined) cache.set(key, { data });
  }
}
