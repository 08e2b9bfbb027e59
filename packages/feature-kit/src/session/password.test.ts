import { createTokens, createUser, getSignInMethod } from '@rabbithole/api-contract';
import {
  APPLE_USER,
  GOOGLE_USER,
  PASSWORD_USER,
  RESET_TOKEN,
  errorResponse,
  handlerFor,
  mockServer,
  sessionHandlers,
} from '@rabbithole/mocks/node';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAnswers } from '../api/index.ts';
import { SESSION_MESSAGES, SessionError } from './messages.ts';
import { LOGIN_NAVIGATION_DELAY_MS } from './session.ts';
import { makeSession, until, withMockApi } from './test/session-kit.ts';

withMockApi();
// The session loads its password flows (and the client its answer checks) on the first sign-in:
// loaded here in real time, before a test fakes the clock that the loading would wait on.
beforeAll(() => Promise.all([import('./password.ts'), loadAnswers()]));

async function loginError(username: string, password: string) {
  const { session } = makeSession();
  const error = await session.loginWithPassword(username, password).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SessionError);
  return (error as SessionError).message;
}

describe('password login (spec.md sections 4 and 8)', () => {
  it('signs in: stores the pair, loads /me, and resolves only after the 100 ms wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { session, storage } = makeSession();
    let resolved = false;
    const login = session.loginWithPassword('nadia', PASSWORD_USER.password).then((user) => {
      resolved = true;
      return user;
    });
    await until(() => session.getState().user !== null);
    expect(session.getState().user?.username).toBe('nadia');
    expect(session.getState().status).toBe('signed-in');
    expect(storage.getItem('accessToken')).toMatch(/^mock-access-/);
    expect(storage.getItem('refreshToken')).toMatch(/^mock-refresh-/);

    await vi.advanceTimersByTimeAsync(LOGIN_NAVIGATION_DELAY_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect((await login)?.email).toBe(PASSWORD_USER.email);
  });

  it('turns an unknown username away before asking for a token', async () => {
    const tokenCalls = vi.fn();
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') tokenCalls();
    });
    expect(await loginError('nobody', 'x')).toBe(
      'Incorrect username or password. Please try again.',
    );
    expect(tokenCalls).not.toHaveBeenCalled();
    mockServer.events.removeAllListeners();
  });

  it('sends a social account to its provider, named as people write it', async () => {
    expect(await loginError(GOOGLE_USER.username, 'x')).toBe(
      'You previously logged in with Google, please try that method.',
    );
    expect(await loginError(APPLE_USER.username, 'x')).toBe(
      'You previously logged in with Apple, please try that method.',
    );
    mockServer.use(
      handlerFor(getSignInMethod, () => ({ is_firebase_user: true, auth_provider: null })),
    );
    expect(await loginError('someone', 'x')).toBe(
      'You previously logged in with a social account, please use that method.',
    );
  });

  it('lets a password account that later linked Google still use its password', async () => {
    mockServer.use(
      handlerFor(getSignInMethod, () => ({ is_firebase_user: true, auth_provider: 'web_client' })),
    );
    const { session } = makeSession();
    await session.loginWithPassword('nadia', PASSWORD_USER.password);
    expect(session.getState().user?.id).toBe(PASSWORD_USER.id);
  });

  it('says which way the token call failed: 401, 429, anything else', async () => {
    expect(await loginError('nadia', 'wrong')).toBe(
      'Invalid username or password. Please try again.',
    );
    mockServer.use(...sessionHandlers.rateLimited);
    expect(await loginError('nadia', PASSWORD_USER.password)).toBe(
      'Too many failed login attempts. Please try again later.',
    );
    mockServer.resetHandlers();
    mockServer.use(handlerFor(createTokens, () => HttpResponse.error()));
    expect(await loginError('nadia', PASSWORD_USER.password)).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});

describe('registration', () => {
  const input = { username: 'kwame', email: 'kwame@example.com', password: 'abc', about_me: '' };

  it('creates the account without a token, then signs in with the same credentials', async () => {
    const authorizations: (string | null)[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/users')) {
        authorizations.push(request.headers.get('authorization'));
      }
    });
    const { session } = makeSession({ stored: {} });
    const user = await session.register(input);
    mockServer.events.removeAllListeners();
    expect(authorizations).toEqual([null]);
    expect(user?.username).toBe('kwame');
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: { username: 'kwame' } });
  });

  it('names a taken username, then a taken email, beside their fields', async () => {
    const { session } = makeSession();
    const both = (await session
      .register({ ...input, username: 'NADIA', email: PASSWORD_USER.email })
      .catch((e: unknown) => e)) as SessionError;
    expect(both.message).toBe('This username is already taken, please use a different one');
    expect(both.fieldErrors).toEqual({
      username: 'This username is already taken, please use a different one',
      email: 'This email is already taken, please use a different one',
    });
    const email = (await session
      .register({ ...input, email: GOOGLE_USER.email })
      .catch((e: unknown) => e)) as SessionError;
    expect(email.message).toBe('This email is already taken, please use a different one');
  });

  it('says 401 and other failures in spec.md words, sent once (no retry)', async () => {
    let calls = 0;
    mockServer.use(
      handlerFor(createUser, () => {
        calls += 1;
        return errorResponse(401);
      }),
    );
    const { session } = makeSession();
    await expect(session.register(input)).rejects.toThrow(
      'Authentication failed. Please try again.',
    );
    expect(calls).toBe(1);
    mockServer.resetHandlers();
    mockServer.use(...sessionHandlers.serverDown);
    await expect(session.register(input)).rejects.toThrow('Registration failed. Please try again.');
  });

  it('passes the server’s other field messages on (a short password)', async () => {
    const { session } = makeSession();
    const error = (await session
      .register({ ...input, password: 'ab' })
      .catch((e: unknown) => e)) as SessionError;
    expect(error.message).toBe(SESSION_MESSAGES.registrationFailed);
    expect(error.fieldErrors).toEqual({ password: 'Password must have at least 3 characters' });
  });
});

describe('forgot and reset password', () => {
  it('requests the mail for any address; a failure rejects for the screen to ignore', async () => {
    const { session } = makeSession();
    await expect(session.requestPasswordReset('anyone@example.com')).resolves.toBeUndefined();
    mockServer.use(...sessionHandlers.serverDown);
    await expect(session.requestPasswordReset('anyone@example.com')).rejects.toThrow();
  });

  it('sets the new password once; a used or unknown link says "Something happened"', async () => {
    const { session } = makeSession();
    await session.resetPassword(RESET_TOKEN.token, 'brand-new');
    await expect(session.resetPassword(RESET_TOKEN.token, 'again')).rejects.toThrow(
      new SessionError('Something happened, please try again'),
    );
    await session.loginWithPassword('nadia', 'brand-new');
    expect(session.getState().user?.id).toBe(PASSWORD_USER.id);
  });
});
