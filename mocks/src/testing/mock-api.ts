import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SIGNED_IN_SESSION } from '../fixtures/sessions.ts';
import { GOOGLE_USER } from '../fixtures/users.ts';
import { mockFirebaseIdToken } from '../handlers/firebase-tokens.ts';
import { mockServer, resetMockStore } from '../node.ts';

/**
 * Starts the MSW node server for a test file and resets both its answers and its data around
 * every test, so no test sees another's writes or `mockServer.use(...)`.
 */
export function withMockApi(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockStore());
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => mockServer.close());
}

/** PASSWORD_USER's Bearer, as a signed-in story or test sends it. */
export const NADIA: string = SIGNED_IN_SESSION.access_token;

/** GOOGLE_USER's Firebase ID token: another signed-in user, with state of their own. */
export const GIL: string = mockFirebaseIdToken({
  uid: GOOGLE_USER.firebase_uid,
  email: GOOGLE_USER.email,
  provider: 'google',
});
