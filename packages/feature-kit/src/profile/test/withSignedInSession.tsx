import { SIGNED_IN_SESSION } from '@rabbithole/mocks';
import { useState, type ReactNode } from 'react';
import { createApiClient } from '../../api/index.ts';
import {
  SessionProvider,
  createSession,
  createTokenManager,
  createTokenSync,
} from '../../session/index.ts';

const STORED_KEYS = ['accessToken', 'refreshToken', 'tokenExpiry'] as const;

function SignedInSession({ children }: { children: ReactNode }) {
  // The app's own session over the story's MSW handlers, restored from SIGNED_IN_SESSION's tokens
  // as after a reload, so `useSession().user` is PASSWORD_USER as GET /api/me answers it.
  const [session] = useState(() => {
    for (const key of STORED_KEYS) localStorage.removeItem(key);
    localStorage.setItem('accessToken', SIGNED_IN_SESSION.access_token);
    localStorage.setItem('refreshToken', SIGNED_IN_SESSION.refresh_token);
    localStorage.setItem('tokenExpiry', new Date(Date.now() + 50 * 60_000).toISOString());
    const tokens = createTokenManager();
    return createSession({
      client: createApiClient({ tokens }),
      tokens,
      loadFirebase: () => Promise.resolve(null),
      tokenSync: createTokenSync({ url: undefined }),
    });
  });
  return <SessionProvider session={session}>{children}</SessionProvider>;
}

/**
 * Storybook decorator: the story inside a signed-in session, as the app renders /profile (the
 * auth stories keep their own, which also drives sign-in; a resource folder cannot reach it).
 */
export function withSignedInSession(Story: () => ReactNode) {
  return (
    <SignedInSession>
      <Story />
    </SignedInSession>
  );
}
