import {
  SIGNED_IN_SESSION,
  mockFirebaseAuth,
  type MockFirebaseAuthOptions,
} from '@rabbithole/mocks';
import { useState, type ReactNode } from 'react';
import { createApiClient } from '../../api/index.ts';
import {
  FIREBASE_SESSION_KEY,
  SessionProvider,
  createSession,
  createTokenManager,
  createTokenSync,
} from '../../session/index.ts';

/** `parameters.session` of an auth story. */
export interface SessionStoryOptions {
  /** The Firebase stand-in's popup and restored user; null: no Firebase project configured. */
  firebase?: MockFirebaseAuthOptions | null;
  /** Start signed in as PASSWORD_USER (SIGNED_IN_SESSION's tokens in localStorage). */
  signedIn?: boolean;
}

const STORED_KEYS = ['accessToken', 'refreshToken', 'tokenExpiry', FIREBASE_SESSION_KEY];

function StorySession({
  options,
  children,
}: {
  options: SessionStoryOptions;
  children: ReactNode;
}) {
  // Made once per story: the real token manager and client, against the story's MSW handlers.
  const [session] = useState(() => {
    for (const key of STORED_KEYS) localStorage.removeItem(key);
    if (options.signedIn) {
      localStorage.setItem('accessToken', SIGNED_IN_SESSION.access_token);
      localStorage.setItem('refreshToken', SIGNED_IN_SESSION.refresh_token);
      localStorage.setItem('tokenExpiry', new Date(Date.now() + 50 * 60_000).toISOString());
    }
    const tokens = createTokenManager();
    const firebase = options.firebase === null ? null : mockFirebaseAuth(options.firebase ?? {});
    return createSession({
      client: createApiClient({ tokens }),
      tokens,
      loadFirebase: () => Promise.resolve(firebase),
      tokenSync: createTokenSync({ url: undefined }),
    });
  });
  return <SessionProvider session={session}>{children}</SessionProvider>;
}

/** Storybook decorator: the story's container inside a session over the MSW mocks. */
export function withSession(
  Story: () => ReactNode,
  { parameters }: { parameters: { session?: SessionStoryOptions } },
) {
  return (
    <StorySession options={parameters.session ?? {}}>
      <Story />
    </StorySession>
  );
}
