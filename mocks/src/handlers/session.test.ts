import {
  createTokens,
  createUser,
  deleteTokens,
  getMe,
  getSignInMethod,
  getUserByEmail,
  linkAuthId,
  refreshTokens,
  requestPasswordReset,
  resetPassword,
  responsesOf,
  urlOf,
  type EndpointDescription,
  type ParamsOf,
} from '@rabbithole/api-contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_TOKEN, SIGNED_IN_SESSION } from '../fixtures/sessions.ts';
import { APPLE_USER, GOOGLE_USER, PASSWORD_USER } from '../fixtures/users.ts';
import { mockServer, resetMockStore, sessionHandlers } from '../node.ts';
import { mockFirebaseIdToken } from './firebase-tokens.ts';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

interface Call<Endpoint extends EndpointDescription> {
  params?: ParamsOf<Endpoint>;
  body?: unknown;
  bearer?: string;
  basic?: [string, string];
}

/**
 * Calls the mock as the client would and checks the answer against every schema the contract
 * allows for that status, so a mock can never teach the client an answer the server cannot give.
 */
async function call<Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
  { params, body, bearer, basic }: Call<Endpoint> = {},
) {
  const headers = new Headers();
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (basic) {
    const bytes = new TextEncoder().encode(basic.join(':'));
    headers.set('Authorization', `Basic ${btoa(String.fromCharCode(...bytes))}`);
  }
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(urlOf(endpoint, { params }, 'http://localhost'), {
    method: endpoint.method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  const schema = (responsesOf(endpoint) as Record<number, { parse(v: unknown): unknown }>)[
    response.status
  ];
  if (!schema) throw new Error(`${endpoint.operationId} answered undeclared ${response.status}`);
  return { status: response.status, body: schema.parse(json) as never, headers: response.headers };
}

const google = mockFirebaseIdToken({
  uid: GOOGLE_USER.firebase_uid,
  email: GOOGLE_USER.email,
  provider: 'google',
});

describe('POST /api/tokens (Basic)', () => {
  it('signs in with the right pair, whatever the username case, and GET /me reads the token', async () => {
    const pair = await call(createTokens, { basic: ['NADIA', PASSWORD_USER.password] });
    expect(pair.status).toBe(200);
    const me = await call(getMe, { bearer: (pair.body as { access_token: string }).access_token });
    expect(me.body).toEqual(expect.objectContaining({ id: 1, username: 'nadia' }));
    expect(me.body).not.toHaveProperty('password');
  });

  it('answers 401 to a wrong password, an unknown user, a social account and no header', async () => {
    for (const basic of [
      ['nadia', 'nope'],
      ['nobody', 'x'],
      [GOOGLE_USER.username, ''],
    ] as [string, string][]) {
      expect((await call(createTokens, { basic })).status).toBe(401);
    }
    expect((await call(createTokens)).status).toBe(401);
  });

  it('has variants: wrong password 401, rate limited 429 with Retry-After, server down, slow', async () => {
    mockServer.use(...sessionHandlers.wrongPassword);
    expect((await call(createTokens, { basic: ['nadia', PASSWORD_USER.password] })).status).toBe(
      401,
    );
    mockServer.resetHandlers();
    mockServer.use(...sessionHandlers.rateLimited);
    const limited = await call(createTokens, { basic: ['nadia', PASSWORD_USER.password] });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '60']);
    expect((await call(getSignInMethod, { params: { username: 'nadia' } })).status).toBe(200);

    mockServer.resetHandlers();
    mockServer.use(...sessionHandlers.serverDown);
    await expect(call(getMe, { bearer: 'x' })).rejects.toThrow(TypeError);

    mockServer.resetHandlers();
    mockServer.use(...sessionHandlers.slow);
    const pending = await Promise.race([
      call(getSignInMethod, { params: { username: 'nadia' } }),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ]);
    expect(pending).toBe('still waiting');
  });
});

describe('PUT and DELETE /api/tokens', () => {
  it('rotates the refresh token; presenting the old one again ends the family', async () => {
    const first = await call(refreshTokens, {
      body: { refresh_token: SIGNED_IN_SESSION.refresh_token },
    });
    expect(first.status).toBe(200);
    const rotated = first.body as { access_token: string; refresh_token: string };
    expect(rotated.refresh_token).not.toBe(SIGNED_IN_SESSION.refresh_token);

    const replay = await call(refreshTokens, {
      body: { refresh_token: SIGNED_IN_SESSION.refresh_token },
    });
    expect(replay.status).toBe(401);
    expect((await call(getMe, { bearer: rotated.access_token })).status).toBe(401);
    const after = await call(refreshTokens, { body: { refresh_token: rotated.refresh_token } });
    expect(after.status).toBe(401);
  });

  it('signs out: 204, then the access token no longer reads /me', async () => {
    const bearer = SIGNED_IN_SESSION.access_token;
    expect((await call(getMe, { bearer })).status).toBe(200);
    expect((await call(deleteTokens, { bearer })).status).toBe(204);
    expect((await call(getMe, { bearer })).status).toBe(401);
    expect((await call(deleteTokens)).status).toBe(401);
  });
});

describe('POST /api/users', () => {
  const registration = {
    username: 'kwame',
    email: 'kwame@example.com',
    password: 'abc',
    about_me: '',
    auth_provider: 'web_client',
  };

  it('registers a password account that can then sign in', async () => {
    const created = await call(createUser, { body: registration });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ username: 'kwame', role: 'user' }));
    expect((await call(createTokens, { basic: ['kwame', 'abc'] })).status).toBe(200);
  });

  it('answers 422 naming each taken field, case-insensitively', async () => {
    const both = await call(createUser, {
      body: { ...registration, username: 'Nadia', email: 'NADIA@example.com' },
    });
    expect(both.status).toBe(422);
    expect(Object.keys((both.body as { errors: { json: object } }).errors.json).sort()).toEqual([
      'email',
      'username',
    ]);
    const short = await call(createUser, { body: { ...registration, password: 'ab' } });
    expect(short.body).toEqual(
      expect.objectContaining({
        errors: { json: { password: ['Password must have at least 3 characters'] } },
      }),
    );
  });

  it('creates a social account only for the Firebase user the payload names', async () => {
    const identity = { uid: 'google-uid-new', email: 'new@gmail.com', provider: 'google' };
    const body = { firebase_uid: identity.uid, username: identity.email, email: identity.email };
    expect((await call(createUser, { body })).status).toBe(401);
    expect((await call(createUser, { body, bearer: google })).status).toBe(403);
    const unverified = mockFirebaseIdToken({ ...identity, emailVerified: false });
    expect((await call(createUser, { body, bearer: unverified })).status).toBe(403);

    const created = await call(createUser, { body, bearer: mockFirebaseIdToken(identity) });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      expect.objectContaining({ auth_provider: 'google', is_firebase_user: true, about_me: '' }),
    );
    const again = await call(createUser, { body, bearer: mockFirebaseIdToken(identity) });
    expect(again.status).toBe(422);
  });
});

describe('the social sign-in calls', () => {
  it('GET /users/un/{username} tells only how the account signs in', async () => {
    const apple = await call(getSignInMethod, { params: { username: APPLE_USER.username } });
    expect(apple.body).toEqual({ is_firebase_user: true, auth_provider: 'apple' });
    const missing = await call(getSignInMethod, { params: { username: 'nobody' } });
    expect(missing.status).toBe(404);
  });

  it('GET /users/{email} answers only the owner of that verified e-mail; 404 when none', async () => {
    const own = await call(getUserByEmail, {
      params: { email: GOOGLE_USER.email },
      bearer: google,
    });
    expect(own.body).toEqual(expect.objectContaining({ firebase_uid: GOOGLE_USER.firebase_uid }));
    const other = await call(getUserByEmail, {
      params: { email: PASSWORD_USER.email },
      bearer: google,
    });
    expect(other.status).toBe(403);
    const newcomer = mockFirebaseIdToken({ uid: 'u', email: 'new@x.io', provider: 'apple' });
    const none = await call(getUserByEmail, { params: { email: 'new@x.io' }, bearer: newcomer });
    expect(none.status).toBe(404);
  });

  it('PUT /users/auth-id links a new uid to the account of its verified e-mail, never another', async () => {
    const newUid = mockFirebaseIdToken({
      uid: 'google-uid-nadia',
      email: PASSWORD_USER.email,
      provider: 'google',
    });
    const body = { id: '1', firebase_uid: 'google-uid-nadia', auth_provider: 'google' };
    expect((await call(linkAuthId, { body: { ...body, id: '2' }, bearer: newUid })).status).toBe(
      403,
    );
    const linked = await call(linkAuthId, { body, bearer: newUid });
    expect(linked.body).toEqual(
      expect.objectContaining({ firebase_uid: 'google-uid-nadia', auth_provider: 'web_client' }),
    );
    expect((await call(getMe, { bearer: newUid })).body).toEqual(
      expect.objectContaining({ id: 1 }),
    );
  });
});

describe('password reset', () => {
  it('answers 204 to any address and mails a link only to a known one', async () => {
    expect((await call(requestPasswordReset, { body: { email: 'x@y.io' } })).status).toBe(204);
    expect(
      (await call(requestPasswordReset, { body: { email: PASSWORD_USER.email } })).status,
    ).toBe(204);
  });

  it('sets the new password once per link and ends the sessions', async () => {
    const body = { token: RESET_TOKEN.token, new_password: 'new-pass' };
    expect((await call(resetPassword, { body })).status).toBe(204);
    expect((await call(resetPassword, { body })).status).toBe(422);
    expect((await call(getMe, { bearer: SIGNED_IN_SESSION.access_token })).status).toBe(401);
    expect((await call(createTokens, { basic: ['nadia', 'new-pass'] })).status).toBe(200);
    expect((await call(createTokens, { basic: ['nadia', PASSWORD_USER.password] })).status).toBe(
      401,
    );
  });
});
