import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSWRConfig, type Cache } from 'swr';
import type { User } from '@rabbithole/api-contract';
import {
  createSession,
  type Session,
  type SessionController,
  type SessionOptions,
  type SessionState,
} from './session.ts';

const SessionContext = createContext<SessionController | null>(null);

export type SessionProviderProps = (
  | SessionOptions
  | {
      /** A session made with `createSession` (stories and tests that drive it themselves). */
      session: SessionController;
    }
) & { children?: ReactNode };

/**
 * Holds the one session of the app: restores it on mount (Firebase if it was used, then GET
 * /api/me) and gives every descendant `useSession()`.
 */
export function SessionProvider(props: SessionProviderProps) {
  const { children } = props;
  const [session] = useState(() => ('session' in props ? props.session : createSession(props)));

  useEffect(() => session.connect(), [session]);
  const { cache } = useSWRConfig();
  useEffect(() => forgetReadsWhenTheUserChanges(session, cache), [session, cache]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * Catalog reads carry the listener's own stats (follows, favourites, likes), so what one user
 * read must never be shown to the next one signing in on the same page, nor kept after signing
 * out: SWR's cache is emptied whenever the signed-in user changes.
 */
function forgetReadsWhenTheUserChanges(session: SessionController, cache: Cache) {
  let userId = session.user?.id ?? null;
  return session.subscribe(() => {
    const next = session.user?.id ?? null;
    if (userId !== null && next !== userId) {
      for (const key of [...cache.keys()]) cache.delete(key);
    }
    userId = next;
  });
}

/** The session of the nearest SessionProvider, re-rendering when its status or user changes. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return useMemo(
    () => ({
      ...state,
      loginWithPassword: session.loginWithPassword,
      register: session.register,
      requestPasswordReset: session.requestPasswordReset,
      resetPassword: session.resetPassword,
      signInWithProvider: session.signInWithProvider,
      logout: session.logout,
      reloadUser: session.reloadUser,
    }),
    [session, state],
  );
}

const noSession = {
  subscribe: () => () => undefined,
  getState: (): SessionState | null => null,
};

/**
 * The signed-in user, re-rendering when it changes; null for a guest, while the session is
 * restored, and without a SessionProvider at all (a container rendered alone, as in a story),
 * so what only a viewer's own items show (their comments' menus) stays off rather than throwing.
 */
export function useSessionUser(): User | null {
  const source = useContext(SessionContext) ?? noSession;
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);
  return state?.user ?? null;
}
