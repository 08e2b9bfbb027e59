import { createRefreshQueue } from './token-manager-queue.ts';
import { endsSession, firebasePair, refreshOverHttp } from './token-manager-refresh.ts';
import { clearTokens, isTokenKey, readTokens, writeTokens } from './token-manager-storage.ts';

/**
 * The token manager of spec.md section 4: keeps the access token fresh in localStorage
 * (`accessToken`, `refreshToken`, `tokenExpiry`), refreshes it through `PUT /api/tokens` or the
 * Firebase user, one refresh at a time, and tells the app when the session ended.
 */

/** spec.md section 4: unknown until a Firebase user or a stored refresh token says otherwise. */
export type AuthState = 'unknown' | 'firebase' | 'internal';

/** The part of a Firebase `User` the manager needs: its ID token, forced fresh on demand. */
export interface FirebaseTokenSource {
  getIdToken(forceRefresh: boolean): Promise<string>;
}

/** A token pair as `POST /api/tokens` and `PUT /api/tokens` answer it. */
export interface TokenPairInput {
  access_token: string;
  refresh_token?: string | undefined;
  /** Seconds the access token lives; spec.md section 7 assumes 60 minutes when absent. */
  expires_in?: number | undefined;
}

/** What `PUT /api/tokens` is sent (spec.md section 7). */
export interface RefreshRequest {
  access_token: string | null;
  refresh_token: string;
}

export interface TokenManagerEvents {
  /** A refresh succeeded; `timestamp` is the manager's clock in ms. */
  tokenRefreshed: { token: string; timestamp: number };
  /** The refresh token or Firebase user is gone: the user must sign in again. */
  authError: { message: 'Authentication expired' };
  /** The session ended here (logout()) or in another tab. */
  logout: Record<string, never>;
}
export type TokenManagerEvent = keyof TokenManagerEvents;

export interface TokenManager {
  readonly authState: AuthState;
  /** The stored token when it has more than 10 minutes left; otherwise a refreshed one. */
  getValidToken(): Promise<string | null>;
  /**
   * Refreshes now. One refresh runs at a time and every caller waiting on it gets its token; a
   * call within 30 s of the last refresh gets the current token instead. Resolves null when the
   * session has ended (authError); rejects with "Token refresh failed: {status}" or "No
   * authentication method available for token refresh".
   */
  forceRefresh(): Promise<string | null>;
  /** Stores a pair from sign-in or refresh and schedules the next refresh 5 minutes before expiry. */
  storeTokens(pair: TokenPairInput): void;
  /** Sets (or with null, forgets) the signed-in Firebase user that refreshes the token. */
  useFirebase(source: FirebaseTokenSource | null): void;
  /** Removes the three stored values, stops the timer, drops queued callers and emits logout. */
  logout(): void;
  on<Event extends TokenManagerEvent>(
    event: Event,
    listener: (detail: TokenManagerEvents[Event]) => void,
  ): () => void;
  /** Stops the timer and the storage listener (tests, hot reload). */
  dispose(): void;
}

export interface TokenTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface TokenManagerOptions {
  /** @default globalThis.localStorage */
  storage?: Storage;
  /** Clock in ms. @default Date.now */
  now?: () => number;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: TokenTimers;
  /**
   * Trades the refresh token for a new pair. Rejects with an error carrying `status` for a
   * non-ok answer (401 ends the session). @default `PUT {baseUrl}/api/tokens` through `fetch`
   */
  refresh?: (request: RefreshRequest) => Promise<TokenPairInput>;
  /** Origin of the default refresh call. @default '' */
  baseUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where other tabs' `storage` events arrive. @default globalThis (the window), if any */
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Where a failed scheduled refresh is reported. @default console.warn */
  log?: (message: string, error: unknown) => void;
}

/** spec.md section 9. */
export const TOKEN_TIMING = {
  /** A stored token with more than this left is used as is. */
  reuseAboveMs: 10 * 60 * 1000,
  /** The refresh is scheduled this long before expiry. */
  refreshBeforeExpiryMs: 5 * 60 * 1000,
  /** A refresh asked for this soon after the last one is skipped. */
  cooldownMs: 30 * 1000,
} as const;

export const AUTHENTICATION_EXPIRED = 'Authentication expired';
export const NO_AUTH_METHOD = 'No authentication method available for token refresh';

const defaultTimers: TokenTimers = {
  // Looked up at each call, so fake timers installed after creation still apply.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type Listeners = { [Event in TokenManagerEvent]: Set<(detail: TokenManagerEvents[Event]) => void> };

export function createTokenManager(options: TokenManagerOptions = {}): TokenManager {
  const storage = options.storage ?? globalThis.localStorage;
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? defaultTimers;
  const refresh =
    options.refresh ?? refreshOverHttp(options.baseUrl ?? '', () => options.fetch ?? fetch);
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const storageEvents =
    options.storageEvents === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.storageEvents;

  const listeners: Listeners = {
    tokenRefreshed: new Set(),
    authError: new Set(),
    logout: new Set(),
  };
  const queue = createRefreshQueue();
  let firebase: FirebaseTokenSource | null = null;
  let timer: unknown = null;
  let lastRefreshAt: number | null = null;
  // Bumped when the session ends, so a refresh still in flight cannot store tokens afterwards.
  let generation = 0;

  function emit<Event extends TokenManagerEvent>(event: Event, detail: TokenManagerEvents[Event]) {
    for (const listener of listeners[event]) listener(detail);
  }

  function cancelTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    cancelTimer();
    const { accessToken, expiresAt } = readTokens(storage);
    if (accessToken === null || expiresAt === null) return;
    const delay = Math.max(0, expiresAt - TOKEN_TIMING.refreshBeforeExpiryMs - now());
    timer = timers.setTimeout(() => {
      timer = null;
      forceRefresh().catch((error: unknown) => log('Scheduled token refresh failed', error));
    }, delay);
  }

  function endSession(event: 'authError' | 'logout', clearStorage: boolean) {
    generation += 1;
    cancelTimer();
    if (clearStorage) clearTokens(storage);
    firebase = null;
    lastRefreshAt = null;
    queue.drop();
    if (event === 'authError') emit('authError', { message: AUTHENTICATION_EXPIRED });
    else emit('logout', {});
  }

  async function refreshOnce(): Promise<string | null> {
    const started = generation;
    const stored = readTokens(storage);
    try {
      let pair: TokenPairInput;
      if (firebase) {
        pair = firebasePair(await firebase.getIdToken(true), now());
      } else if (stored.refreshToken) {
        pair = await refresh({
          access_token: stored.accessToken,
          refresh_token: stored.refreshToken,
        });
      } else {
        throw new Error(NO_AUTH_METHOD);
      }
      if (generation !== started) return null;
      writeTokens(storage, pair, now());
      lastRefreshAt = now();
      schedule();
      emit('tokenRefreshed', { token: pair.access_token, timestamp: lastRefreshAt });
      return pair.access_token;
    } catch (error) {
      if (generation !== started) return null;
      if (!endsSession(error)) throw error;
      endSession('authError', true);
      return null;
    }
  }

  function forceRefresh(): Promise<string | null> {
    if (queue.running) return queue.run(refreshOnce);
    if (lastRefreshAt !== null && now() - lastRefreshAt < TOKEN_TIMING.cooldownMs) {
      return Promise.resolve(readTokens(storage).accessToken);
    }
    return queue.run(refreshOnce);
  }

  // Another tab signed out (its removal reaches us) or refreshed (the new expiry does).
  function onStorage(event: Event) {
    const { key, storageArea } = event as StorageEvent;
    if (storageArea && storageArea !== storage) return;
    if (!isTokenKey(key)) return;
    if (readTokens(storage).accessToken === null) {
      if (timer !== null || firebase !== null || queue.running) endSession('logout', false);
      return;
    }
    // The other tab just refreshed: a refresh here now would present its used refresh token.
    lastRefreshAt = now();
    schedule();
  }
  storageEvents?.addEventListener('storage', onStorage);
  schedule();

  return {
    get authState(): AuthState {
      if (firebase) return 'firebase';
      return readTokens(storage).refreshToken ? 'internal' : 'unknown';
    },
    async getValidToken() {
      const { accessToken, refreshToken, expiresAt } = readTokens(storage);
      if (
        accessToken !== null &&
        expiresAt !== null &&
        expiresAt - now() > TOKEN_TIMING.reuseAboveMs
      ) {
        return accessToken;
      }
      // A guest: nothing stored and nothing to refresh with.
      if (accessToken === null && refreshToken === null && firebase === null) return null;
      return forceRefresh();
    },
    forceRefresh,
    storeTokens(pair) {
      writeTokens(storage, pair, now());
      schedule();
    },
    useFirebase(source) {
      firebase = source;
    },
    logout() {
      endSession('logout', true);
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
    dispose() {
      cancelTimer();
      storageEvents?.removeEventListener('storage', onStorage);
    },
  };
}
