import { PASSWORD_USER, toUser } from '@rabbithole/mocks';
import type { ReactNode } from 'react';
import { SessionProvider, type SessionController, type SessionState } from '../../session/index.ts';

const state: SessionState = { status: 'signed-in', user: toUser(PASSWORD_USER) };
const notInStories = () => Promise.reject(new Error('A comments story does not sign in or out.'));

/**
 * PASSWORD_USER's session, signed in from the first render: the user the preview's reads already
 * carry the Bearer of, so their own comments show their menu at once and deterministically.
 */
const viewer: SessionController = {
  ...state,
  getState: () => state,
  subscribe: () => () => undefined,
  connect: () => () => undefined,
  ready: () => Promise.resolve(),
  loginWithPassword: notInStories,
  register: notInStories,
  requestPasswordReset: notInStories,
  resetPassword: notInStories,
  signInWithProvider: notInStories,
  logout: notInStories,
  reloadUser: notInStories,
};

/** Storybook decorator: the story as PASSWORD_USER sees it (spec.md section 6's author check). */
export function withViewer(Story: () => ReactNode) {
  return (
    <SessionProvider session={viewer}>
      <Story />
    </SessionProvider>
  );
}
