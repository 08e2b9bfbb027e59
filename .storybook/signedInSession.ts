import {
  FIREBASE_SESSION_KEY,
  createApiClient,
  createSession,
  createTokenManager,
  createTokenSync,
  type SessionController,
} from '@rabbithole/feature-kit';
import { SIGNED_IN_SESSION, type MockSession } from '@rabbithole/mocks';

/** `parameters.session` of a story the app shows only to a signed-in listener. */
export const SIGNED_IN = 'signed-in';
/** `parameters.session` of a story the app shows only to an admin (ADMIN_USER). */
export const ADMIN = 'admin';

const STORED_KEYS = ['accessToken', 'refreshToken', 'tokenExpiry', FIREBASE_SESSION_KEY];

/**
 * The app's own session over the story's MSW handlers (sessionHandlers among them), restored
 * from `pair`'s tokens as after a reload: its user is PASSWORD_USER (ADMIN_USER for
 * ADMIN_SESSION) as GET /api/me answers it. Restored before the story renders, so the story is
 * signed in from its first frame, as the app's signed-in pages are (they wait for the session),
 * and a check that something shows only to others cannot pass merely because the viewer is not
 * known yet.
 */
export async function restoreSignedInSession(
  pair: Pick<MockSession, 'access_token' | 'refresh_token'> = SIGNED_IN_SESSION,
): Promise<SessionController> {
  for (const key of STORED_KEYS) localStorage.removeItem(key);
  localStorage.setItem('accessToken', pair.access_token);
  localStorage.setItem('refreshToken', pair.refresh_token);
  localStorage.setItem('tokenExpiry', new Date(Date.now() + 50 * 60_000).toISOString());
  const tokens = createTokenManager();
  const session = createSession({
    client: createApiClient({ tokens }),
    tokens,
    loadFirebase: () => Promise.resolve(null),
    tokenSync: createTokenSync({ url: undefined }),
  });
  // The SessionProvider connects again on mount and listens from then on; it does not restore twice.
  const disconnect = session.connect();
  await session.ready();
  disconnect();
  return session;
}
