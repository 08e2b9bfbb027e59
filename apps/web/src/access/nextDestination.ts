/**
 * The "next destination" of spec.md section 2: where a signed-out visitor was going when a
 * protected page sent them to /login, kept in localStorage under `next` and in the navigation
 * state of the /login entry.
 */
export const NEXT_STORAGE_KEY = 'next';

/** What the guard puts in history state when it redirects to /login. */
export interface LoginNavigationState {
  next: string;
}

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * `value` if it is a path on this origin, else null. A stored or passed destination is data a
 * page script could have planted: `//evil.example` or `/\evil.example` would leave the site.
 */
export function safeDestination(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Remembers where the visitor was going (path, query and hash); returns the state for /login. */
export function rememberNext(
  address: Address,
  storage: KeyValueStorage = localStorage,
): LoginNavigationState {
  const next = `${address.pathname}${address.search}${address.hash}`;
  try {
    storage.setItem(NEXT_STORAGE_KEY, next);
  } catch {
    // Storage can be full or disabled; the navigation state still carries the destination.
  }
  return { next };
}

/** The stored destination, removed as it is read (/home consumes it once). */
export function takeStoredNext(storage: KeyValueStorage = localStorage): string | null {
  try {
    const stored = storage.getItem(NEXT_STORAGE_KEY);
    if (stored !== null) storage.removeItem(NEXT_STORAGE_KEY);
    return safeDestination(stored);
  } catch {
    return null;
  }
}

/** The destination the guard put in a history entry's state, if it is one on this site. */
export function nextFromState(historyState: unknown): string | null {
  return typeof historyState === 'object' && historyState !== null && 'next' in historyState
    ? safeDestination(historyState.next)
    : null;
}

/**
 * Where a user goes once signed in: the destination in the navigation state of /login, or /home;
 * a destination of / is /home too (spec.md section 2).
 */
export function destinationFromState(historyState: unknown): string {
  const next = nextFromState(historyState);
  if (next === null) return '/home';
  return /^\/(?:[?#]|$)/.test(next) ? '/home' : next;
}
