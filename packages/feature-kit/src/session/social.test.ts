import { createUser, deleteTokens, getMe, getUserByEmail } from '@rabbithole/api-contract';
import {
  GOOGLE_USER,
  PASSWORD_USER,
  SIGNED_IN_SESSION,
  errorResponse,
  handlerFor,
  mockDb,
  mockServer,
  sessionHandlers,
} from '@rabbithole/mocks/node';
import { describe, expect, it, vi } from 'vitest';
import { SessionError } from './messages.ts';
import { FIREBASE_SESSION_KEY } from './session.ts';
import { fakeFirebase, makeSession, recordingSync, withMockApi } from './test/session-kit.ts';

withMockApi();

const gil = { uid: GOOGLE_USER.firebase_uid, email: GOOGLE_USER.email, provider: 'google' };
const storedSession = {
  accessToken: SIGNED_IN_SESSION.access_token,
  refreshToken: SIGNED_IN_SESSION.refresh_token,
  tokenExpiry: new Date(Date.now() + 50 * 60_000).toISOString(),
};

describe('Google and Apple sign-in (spec.md sections 4 and 8)', () => {
  it('uses the account found by e-mail as is when its uid matches', async () => {
    const firebase = fakeFirebase(gil);
    const { session, storage } = makeSession({ loadFirebase: firebase.load });
    const user = await session.signInWithProvider('google');
    expect(firebase.adapter.calls).toEqual(['popup:google']);
    expect(user?.id).toBe(GOOGLE_USER.id);
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: { id: GOOGLE_USER.id } });
    expect(storage.getItem(FIREBASE_SESSION_KEY)).not.toBeNull();
  });

  it('links a new uid to the account with that e-mail', async () => {
    const nadiaViaGoogle = {
      uid: 'google-uid-nadia',
      email: PASSWORD_USER.email,
      provider: 'google',
    };
    const { session } = makeSession({ loadFirebase: fakeFirebase(nadiaViaGoogle).load });
    const user = await session.signInWithProvider('google');
    expect(user).toMatchObject({ id: PASSWORD_USER.id, firebase_uid: 'google-uid-nadia' });
    expect(mockDb.users.get(PASSWORD_USER.id)?.firebase_uid).toBe('google-uid-nadia');
  });

  it('creates the account when none has the e-mail: username = e-mail, about_me = display name', async () => {
    const newcomer = {
      uid: 'apple-uid-new',
      email: 'new@icloud.com',
      provider: 'apple',
      displayName: 'Lea Marchetti',
    };
    const { session } = makeSession({ loadFirebase: fakeFirebase(newcomer).load });
    const user = await session.signInWithProvider('apple');
    expect(user).toMatchObject({
      username: 'new@icloud.com',
      email: 'new@icloud.com',
      about_me: 'Lea Marchetti',
      firebase_uid: 'apple-uid-new',
    });
  });

  it('only logs a failed creation: no user, no message, no half session', async () => {
    mockServer.use(
      handlerFor(getUserByEmail, () => errorResponse(404)),
      handlerFor(createUser, () => errorResponse(403)),
    );
    const firebase = fakeFirebase(gil);
    const { session, storage, log } = makeSession({ loadFirebase: firebase.load });
    await expect(session.signInWithProvider('google')).resolves.toBeNull();
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    expect(log).toHaveBeenCalledWith('Creating the social account failed', 'Forbidden');
    expect(firebase.adapter.calls).toContain('signOut');
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem(FIREBASE_SESSION_KEY)).toBeNull();
  });

  it.each([
    ['auth/popup-closed-by-user', 'Login cancelled. Please try again.'],
    ['auth/cancelled-popup-request', 'Login cancelled. Please try again.'],
    ['auth/popup-blocked', 'Popup was blocked by your browser. Please allow popups for this site.'],
    ['auth/network-request-failed', 'Something went wrong. Please try again later.'],
  ])('answers the popup error %s with "%s", and logs it', async (code, message) => {
    const { session, log } = makeSession({ loadFirebase: fakeFirebase({ error: code }).load });
    await expect(session.signInWithProvider('apple')).rejects.toThrow(new SessionError(message));
    expect(log).toHaveBeenCalledWith('Sign-in with Apple failed', expect.any(Error));
    expect(session.getState().user).toBeNull();
  });

  it('says plainly that social sign-in is not set up when no Firebase project is configured', async () => {
    const { session } = makeSession({ loadFirebase: () => Promise.resolve(null) });
    await expect(session.signInWithProvider('google')).rejects.toThrow(
      'Google and Apple sign-in are not set up on this server. Please log in with your username and password.',
    );
  });
});

describe('the current user at start (spec.md sections 2 and 4)', () => {
  it('is null for a guest from the start, without asking /me or loading Firebase', async () => {
    const me = vi.fn();
    mockServer.events.on('request:start', me);
    const loadFirebase = vi.fn(() => Promise.resolve(null));
    const { session } = makeSession({ loadFirebase, connect: false });
    // Nothing stored: signed out before connecting, so the sign-in form has no overlay before it.
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    session.connect();
    await session.ready();
    mockServer.events.removeAllListeners();
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    expect(me).not.toHaveBeenCalled();
    expect(loadFirebase).not.toHaveBeenCalled();
  });

  it('is read from /me once when a token is stored; null when that call fails', async () => {
    const { session } = makeSession({ stored: storedSession });
    // A stored session is being restored: the protected pages wait behind their overlay.
    expect(session.getState()).toEqual({ status: 'loading', user: null });
    await session.ready();
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: { id: 1 } });

    mockServer.use(handlerFor(getMe, () => errorResponse(500)));
    const failing = makeSession({ stored: storedSession }).session;
    await failing.ready();
    expect(failing.getState().user).toBeNull();
  });

  it('restores a Firebase session remembered from before the reload', async () => {
    const firebase = fakeFirebase(gil, gil);
    const { session, tokens } = makeSession({
      loadFirebase: firebase.load,
      stored: { [FIREBASE_SESSION_KEY]: '1' },
    });
    await session.ready();
    expect(firebase.adapter.calls).toEqual(['restore']);
    expect(tokens.authState).toBe('firebase');
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: { id: GOOGLE_USER.id } });
  });
});

describe('logout', () => {
  it('ends the session on the server, clears the tokens and the user, signs out of Firebase', async () => {
    const firebase = fakeFirebase(gil);
    const { sync, calls } = recordingSync();
    const { session, storage } = makeSession({ loadFirebase: firebase.load, tokenSync: sync });
    await session.signInWithProvider('google');
    await session.logout();
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem(FIREBASE_SESSION_KEY)).toBeNull();
    expect(firebase.adapter.calls).toContain('signOut');
    expect(calls.at(-1)).toBe('DELETE');
  });

  it('only logs a failed DELETE /api/tokens and signs out anyway', async () => {
    mockServer.use(handlerFor(deleteTokens, () => errorResponse(500)));
    const { session, storage, log } = makeSession({ stored: storedSession });
    await session.ready();
    await session.logout();
    expect(log).toHaveBeenCalledWith('Sign-out failed', expect.anything());
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
    expect(storage.getItem('refreshToken')).toBeNull();
  });

  it('follows a sign-out the token manager reports (another tab, an expired session)', async () => {
    mockServer.use(...sessionHandlers);
    const { session, tokens } = makeSession({ stored: storedSession });
    await session.ready();
    tokens.logout();
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
  });
});
