import { routes, type User } from '@rabbithole/api-contract';
import type { ApiClient } from '../api/index.ts';
import type { SessionContext } from './context.ts';
import {
  firebaseLoader,
  type FirebaseAuthAdapter,
  type FirebaseLoader,
  type SocialProvider,
} from './firebase.ts';
import { SESSION_MESSAGES, SessionError } from './messages.ts';
import type { Registration } from './password.ts';
import type { TokenManager } from './token-manager.ts';
import { memoryStorage } from './token-manager-memory-storage.ts';
import { ASSUMED_LIFETIME_SECONDS, readTokens } from './token-manager-storage.ts';
import { createTokenSync, type TokenSync } from './token-sync.ts';

// Fetched on the first sign-in or registration, not with the first script: /login must show in
// 120 KB of gzip JS, and a form takes seconds to fill, the chunk a few milliseconds to arrive.
// The social flow loads Firebase before its popup anyway, so its own chunk comes beside it.
const loadPasswordFlows = () => import('./password.ts');
const loadSocialFlows = () => import('./social.ts');

// Routes, not endpoints: this module is on the first script's path, which must not carry zod.
const { deleteTokens, getMe, requestPasswordReset, resetPassword } = routes;

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  /** From GET /api/me (or the social sign-in's account); null for a guest or when that failed. */
  user: User | null;
}

export interface Session extends SessionState {
  /** Rejects with SessionError (spec.md section 8); resolves once the 100 ms wait is over. */
  loginWithPassword: (username: string, password: string) => Promise<User | null>;
  /** Registers, then signs in with the same credentials; SessionError with `fieldErrors`. */
  register: (input: Registration) => Promise<User | null>;
  requestPasswordReset: (email: string) => Promise<void>;
  /** Rejects with SessionError "Something happened, please try again". */
  resetPassword: (token: string, newPassword: string) => Promise<void>;
  /** Resolves with the account, or null when it could not be created or linked (only logged). */
  signInWithProvider: (provider: SocialProvider) => Promise<User | null>;
  /** DELETE /api/tokens (a failure is only logged), then the token manager's logout. */
  logout: () => Promise<void>;
  /** Reads GET /api/me again, e.g. after the profile changed. */
  reloadUser: () => Promise<void>;
}

export interface SessionOptions {
  client: ApiClient;
  tokens: TokenManager;
  /** @default Firebase from the VITE_FIREBASE_* settings, imported on first use */
  loadFirebase?: FirebaseLoader;
  tokenSync?: TokenSync;
  /** @default the browser's localStorage; none (memoryStorage) in a server's render */
  storage?: Storage;
  log?: (message: string, error?: unknown) => void;
  /** @default Date.now */
  now?: () => number;
  /** Where the browser's `online` event fires. @default window, when there is one */
  connectivity?: EventTarget | null;
  /**
   * The signed-in user as the server read it for a page it rendered: the session starts signed
   * in with it, so the first render matches the server's, and GET /api/me is not asked again.
   */
  user?: User;
}

export interface SessionController extends Session {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /**
   * Listens to the token manager (sign-outs, refreshes) and, the first time, restores the
   * session: a Firebase user if one was signed in, then GET /api/me. Returns the unsubscribe;
   * connecting again (React's StrictMode remount) listens again without restoring twice.
   */
  connect: () => () => void;
  /** Resolves once the first `connect()` has restored the session. */
  ready: () => Promise<void>;
}

/** The signed-in user as `client`'s token names them (GET /api/me): a server render's first read. */
export function readSignedInUser(client: ApiClient): Promise<User> {
  return client.request(getMe);
}

/** spec.md section 2: the wait between a login and the navigation that follows it. */
export const LOGIN_NAVIGATION_DELAY_MS = 100;
/** localStorage: set while a Firebase user is signed in, so a reload knows to load Firebase. */
export const FIREBASE_SESSION_KEY = 'firebaseSession';

/**
 * Whether `storage` holds a session to restore (spec.md section 2: a Firebase session or a stored
 * access token). Without one, a guest is signed out from the first render: no overlay before the
 * sign-in form, no call to make, and a guest page rendered on the server (where nothing is
 * stored) hydrates as it was sent.
 */
export function hasStoredSession(storage: Storage): boolean {
  return storage.getItem(FIREBASE_SESSION_KEY) !== null || readTokens(storage).accessToken !== null;
}

export function createSession(options: SessionOptions): SessionController {
  const storage =
    options.storage ?? (typeof window === 'undefined' ? memoryStorage() : window.localStorage);
  const now = options.now ?? (() => Date.now());
  const { client, tokens } = options;
  const sync = options.tokenSync ?? createTokenSync();
  const context: SessionContext = {
    client,
    tokens,
    storage,
    now,
    loadFirebase: options.loadFirebase ?? firebaseLoader(),
    log: options.log ?? ((message, error) => console.warn(message, error)),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  const { log } = context;
  const connectivity =
    options.connectivity === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.connectivity;
  let state: SessionState = options.user
    ? { status: 'signed-in', user: options.user }
    : hasStoredSession(storage)
      ? { status: 'loading', user: null }
      : { status: 'signed-out', user: null };
  const listeners = new Set<() => void>();
  let firebase: FirebaseAuthAdapter | null = null;
  // Bumped whenever who is signed in changes, so a /me answer for the previous user is dropped.
  let identity = 0;

  function setState(next: Partial<SessionState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  /** spec.md section 2: a Firebase session, a stored access token or a held user. */
  function authenticated(user: User | null = state.user) {
    return firebase !== null || readTokens(storage).accessToken !== null || user !== null;
  }

  async function loadUser(): Promise<User | null> {
    const asked = identity;
    let user: User | null = null;
    try {
      user = await client.request(getMe);
    } catch (error) {
      log('The signed-in user could not be loaded', error);
    }
    if (asked === identity) {
      setState({ user, status: authenticated(user) ? 'signed-in' : 'signed-out' });
    }
    return user;
  }

  function signedOut() {
    identity += 1;
    firebase = null;
    storage.removeItem(FIREBASE_SESSION_KEY);
    setState({ user: null, status: 'signed-out' });
    void sync.signedOut();
  }

  let restored: Promise<void> | null = null;

  async function restoreFirebase() {
    if (storage.getItem(FIREBASE_SESSION_KEY) === null) return;
    try {
      const adapter = await context.loadFirebase();
      const user = await adapter?.restoreUser();
      if (adapter && user) {
        firebase = adapter;
        tokens.useFirebase(user);
        return;
      }
    } catch (error) {
      log('The Firebase session could not be restored', error);
    }
    storage.removeItem(FIREBASE_SESSION_KEY);
  }

  async function restore() {
    await restoreFirebase();
    if (!authenticated(null)) {
      if (state.status !== 'signed-out') setState({ user: null, status: 'signed-out' });
      return;
    }
    const user = options.user ?? (await loadUser());
    const { accessToken, expiresAt } = readTokens(storage);
    if (user && accessToken && expiresAt !== null) {
      void sync.signedIn(accessToken, expiresAt - ASSUMED_LIFETIME_SECONDS * 1000);
    }
  }

  async function afterLogin(user: User | null, token: string) {
    void sync.signedIn(token, now());
    await context.wait(LOGIN_NAVIGATION_DELAY_MS);
    return user;
  }

  const session: SessionController = {
    get status() {
      return state.status;
    },
    get user() {
      return state.user;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    connect() {
      const unsubscribe = [
        tokens.on('logout', signedOut),
        tokens.on('authError', signedOut),
        tokens.on('tokenRefreshed', ({ token, timestamp }) => void sync.signedIn(token, timestamp)),
      ];
      // A session restored offline is signed in on its stored tokens without its user (GET
      // /api/me could not be read, which signs nobody out): read it once the network is back.
      const online = () => {
        if (state.status === 'signed-in' && state.user === null) void loadUser();
      };
      connectivity?.addEventListener('online', online);
      restored ??= restore();
      return () => {
        for (const stop of unsubscribe) stop();
        connectivity?.removeEventListener('online', online);
      };
    },

    ready: () => restored ?? Promise.resolve(),

    async loginWithPassword(username, password) {
      const { signInWithPassword } = await loadPasswordFlows();
      const pair = await signInWithPassword(context, username, password);
      identity += 1;
      tokens.storeTokens(pair);
      const user = await loadUser();
      return afterLogin(user, pair.access_token);
    },

    async register(input) {
      const { registerAccount } = await loadPasswordFlows();
      await registerAccount(context, input);
      return session.loginWithPassword(input.username, input.password);
    },

    async requestPasswordReset(email) {
      await client.request(requestPasswordReset, { body: { email }, auth: 'none' });
    },

    async resetPassword(token, newPassword) {
      try {
        await client.request(resetPassword, {
          body: { token, new_password: newPassword },
          auth: 'none',
        });
      } catch (error) {
        throw new SessionError(SESSION_MESSAGES.resetFailed, { cause: error });
      }
    },

    async signInWithProvider(provider) {
      const { openProviderPopup, accountForFirebaseUser } = await loadSocialFlows();
      const { adapter, firebaseUser } = await openProviderPopup(context, provider);
      identity += 1;
      const user = await accountForFirebaseUser(context, provider, firebaseUser);
      if (!user) {
        // No account to sign in to: leave no half session (a Firebase user and no account).
        await adapter.signOut().catch((error: unknown) => log('Firebase sign-out failed', error));
        tokens.logout();
        return null;
      }
      firebase = adapter;
      storage.setItem(FIREBASE_SESSION_KEY, '1');
      setState({ user, status: 'signed-in' });
      return afterLogin(user, readTokens(storage).accessToken ?? '');
    },

    async logout() {
      try {
        await client.request(deleteTokens, { retry: false });
      } catch (error) {
        log('Sign-out failed', error);
      }
      const adapter = firebase;
      // Emits logout, which signs the session out (signedOut above), as a logout in another tab does.
      tokens.logout();
      await adapter?.signOut().catch((error: unknown) => log('Firebase sign-out failed', error));
    },

    async reloadUser() {
      await loadUser();
    },
  };
  return session;
}
