import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  ErrorBodySchema,
  TokenPairSchema,
  UserSchema,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basic,
  bearer,
  createAccount,
  getMe,
  postTokens,
  putTokens,
  signIn,
  type Account,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { MINUTE, testClock } from '../../helpers/clock.ts';

const time = testClock();
let testApp: TestApp;
let ann: Account;

beforeAll(async () => {
  // Many failures from one test address on purpose: the address limit has its own test file.
  testApp = await buildTestApp(
    { seed: 'none' },
    { clock: time.clock, authLimits: { failuresPerAddress: 1000 } },
  );
  ann = await createAccount(testApp.app, 'Ann');
});

afterAll(async () => {
  await testApp.close();
});

const WRONG_PAIR = {
  code: 401,
  message: 'Unauthorized',
  description: 'Wrong username or password.',
};

describe('POST /api/tokens', () => {
  it('trades a username and password for a token pair that opens GET /api/me', async () => {
    const pair = await signIn(testApp.app, ann);
    expect(pair.expires_in).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
    const me = await getMe(testApp.app, pair);
    expect(me.statusCode).toBe(200);
    expect(UserSchema.parse(me.json())).toMatchObject({
      id: ann.user.id,
      username: 'Ann',
      email: ann.email,
      auth_provider: 'internal',
      is_firebase_user: false,
      role: 'user',
    });
  });

  it('finds the username whatever its case', async () => {
    await signIn(testApp.app, { username: 'aNN', password: ann.password });
  });

  it('answers a wrong password and an unknown username with the same 401', async () => {
    const wrong = await postTokens(testApp.app, 'Ann', 'not the password');
    const unknown = await postTokens(testApp.app, 'Nobody', ann.password);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_PAIR);
      // No Basic challenge: a browser would open its own password dialog over the login form.
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('refuses a password for an account that signs in only with Google or Apple', async () => {
    await testApp.app.usersRepository.create({
      username: 'social@example.test',
      email: 'social@example.test',
      passwordHash: null,
      authProvider: 'google',
      firebaseUid: 'uid-social',
    });
    const response = await postTokens(testApp.app, 'social@example.test', '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(WRONG_PAIR);
  });

  it('answers 401 to missing or malformed Basic credentials', async () => {
    const headers = [
      undefined,
      'Bearer abc',
      'Basic',
      'Basic not*base64',
      'Basic QW5u', // "Ann": no colon
      `Basic ${Buffer.from(':nameless').toString('base64')}`,
      `Basic ${Buffer.from('Ann:x').toString('base64').replace(/=+$/, '')}`, // unpadded
      `Basic ${Buffer.from([0x41, 0x3a, 0xff]).toString('base64')}`, // not UTF-8
    ];
    for (const authorization of headers) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(ErrorBodySchema.parse(response.json()).description).toBe(
        'Send the username and password as HTTP Basic credentials.',
      );
    }
  });

  it('accepts a password holding colons and non-ASCII characters', async () => {
    const account = await createAccount(testApp.app, 'Zoë', { password: 'a:b:ç€' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { authorization: basic('Zoë', 'a:b:ç€') },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await getMe(testApp.app, response.json<{ access_token: string }>())).json(),
    ).toMatchObject({
      id: account.user.id,
    });
  });

  it('takes about as long for an unknown username as for a wrong password', async () => {
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      let started = performance.now();
      expect((await postTokens(testApp.app, 'Ann', `wrong ${round}`)).statusCode).toBe(401);
      wrong.push(performance.now() - started);
      started = performance.now();
      expect((await postTokens(testApp.app, `ghost${round}`, 'whatever')).statusCode).toBe(401);
      unknown.push(performance.now() - started);
    }
    // Loose on purpose: a shared machine is noisy, but a skipped hash would be 10–100× faster.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
    await signIn(testApp.app, ann); // clears Ann's failures for the tests below
  });
});

describe('PUT /api/tokens', () => {
  it('rotates the refresh token: the new pair works, the old refresh token does not', async () => {
    const first = await signIn(testApp.app, ann);
    const rotated = await putTokens(testApp.app, first.refresh_token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = TokenPairSchema.parse(rotated.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await getMe(testApp.app, second)).statusCode).toBe(200);
  });

  it('ends the whole family when a rotated refresh token is presented again (RFC 9700)', async () => {
    const stolen = await signIn(testApp.app, ann);
    const legitimate = TokenPairSchema.parse(
      (await putTokens(testApp.app, stolen.refresh_token)).json(),
    );
    const replay = await putTokens(testApp.app, stolen.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['www-authenticate']).toBe(
      'Bearer realm="Rabbithole", error="invalid_token"',
    );
    // Neither holder keeps the session: the rotated refresh token and its access token fail too.
    expect((await putTokens(testApp.app, legitimate.refresh_token)).statusCode).toBe(401);
    expect((await getMe(testApp.app, legitimate)).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    expect((await getMe(testApp.app, await signIn(testApp.app, ann))).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token with 401 and a malformed body with 422', async () => {
    const unknown = await putTokens(testApp.app, 'never-issued');
    expect(unknown.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(unknown.json()).description).toBe(
      'The refresh token is invalid, used or expired. Sign in again.',
    );
    const empty = await testApp.app.inject({ method: 'PUT', url: '/api/tokens', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(ValidationErrorBodySchema.parse(empty.json()).errors.json).toHaveProperty(
      'refresh_token',
    );
  });
});

describe('DELETE /api/tokens', () => {
  it('signs out: the refresh token and the access token of that session stop working', async () => {
    const pair = await signIn(testApp.app, ann);
    const other = await signIn(testApp.app, ann);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/tokens',
      headers: bearer(pair.access_token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await getMe(testApp.app, pair)).statusCode).toBe(401);
    expect((await putTokens(testApp.app, pair.refresh_token)).statusCode).toBe(401);
    // Signing out on one device leaves the others signed in.
    expect((await getMe(testApp.app, other)).statusCode).toBe(200);
  });

  it('needs a Bearer', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/tokens' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="Rabbithole"');
  });
});

describe('under a moving clock', () => {
  it('refuses an access token 61 minutes old with invalid_token; a refresh gets a new one', async () => {
    const pair = await signIn(testApp.app, ann);
    time.advance(59 * MINUTE);
    expect((await getMe(testApp.app, pair)).statusCode).toBe(200);
    time.advance(2 * MINUTE);
    const expired = await getMe(testApp.app, pair);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe(
      'Bearer realm="Rabbithole", error="invalid_token"',
    );
    const refreshed = TokenPairSchema.parse(
      (await putTokens(testApp.app, pair.refresh_token)).json(),
    );
    expect((await getMe(testApp.app, refreshed)).statusCode).toBe(200);
  });

  it('ends a session 30 days after its sign-in, however often it was rotated', async () => {
    let pair = await signIn(testApp.app, ann);
    for (let day = 0; day < 30; day += 5) {
      time.advance(5 * 24 * 60 * MINUTE - MINUTE);
      const response = await putTokens(testApp.app, pair.refresh_token);
      expect(response.statusCode, `day ${day + 5}`).toBe(200);
      pair = TokenPairSchema.parse(response.json());
    }
    time.advance(10 * MINUTE);
    expect((await putTokens(testApp.app, pair.refresh_token)).statusCode).toBe(401);
  });
});
