import {
  ErrorBodySchema,
  PASSWORD_TOO_SHORT,
  SignInMethodSchema,
  UserSchema,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seed: 'none' },
    { authLimits: { registrationsPerAddressPerHour: 1000 } },
  );
});

afterAll(async () => {
  await testApp.close();
});

const registration = (fields: Record<string, unknown> = {}) => ({
  username: 'ann',
  email: 'ann@example.com',
  password: 'abc',
  about_me: '',
  auth_provider: 'web_client',
  ...fields,
});

function register(payload: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/users', payload: payload as object });
}

/** The `errors.json` of a 422, failing the test on any other answer. */
async function fieldErrors(payload: unknown) {
  const response = await register(payload);
  expect(response.statusCode, response.body).toBe(422);
  return ValidationErrorBodySchema.parse(response.json()).errors.json ?? {};
}

describe('POST /api/users (password registration)', () => {
  it('creates the account (201, the user, no hash) and does not sign in; the password then works', async () => {
    const response = await register(
      registration({ username: 'Reg', email: 'Reg@Example.com', password: 'pw!', about_me: 'Hi' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
    const user = z.strictObject(UserSchema.shape).parse(response.json());
    expect(user).toMatchObject({
      username: 'Reg',
      email: 'Reg@Example.com',
      about_me: 'Hi',
      auth_provider: 'web_client',
      firebase_uid: null,
      is_firebase_user: false,
      role: 'user',
    });
    expect(response.body).not.toMatch(/argon2|password/i);

    const pair = await signIn(testApp.app, { username: 'reg', password: 'pw!' });
    expect(pair.access_token).toEqual(expect.any(String));
  });

  it.each([
    ['no username', 'username', { username: undefined }, 'Username is required'],
    ['no email', 'email', { email: undefined }, 'Email is required'],
    ['no password', 'password', { password: undefined }, 'Password is required'],
    ['a blank username', 'username', { username: '   ' }, 'Username is required'],
    ['a 2-character password', 'password', { password: 'ab' }, PASSWORD_TOO_SHORT],
    [
      'an address without @',
      'email',
      { email: 'not-an-address' },
      'Email must be a valid e-mail address',
    ],
    [
      'an address without domain',
      'email',
      { email: 'ann@' },
      'Email must be a valid e-mail address',
    ],
    [
      'a line break',
      'username',
      { username: 'line\nbreak' },
      'must not contain control characters',
    ],
    ['a bell', 'password', { password: 'abc\u0007' }, 'must not contain control characters'],
    ['a C1 control', 'username', { username: 'a\u0085b' }, 'must not contain control characters'],
    [
      'a right-to-left override',
      'username',
      { username: 'admin\u202e' },
      'must not contain invisible characters',
    ],
    [
      'a zero-width space',
      'username',
      { username: 'a\u200bdmin' },
      'must not contain invisible characters',
    ],
    [
      '255 characters',
      'username',
      { username: 'x'.repeat(255) },
      'Username is at most 254 characters',
    ],
    [
      '262 characters',
      'email',
      { email: `${'x'.repeat(250)}@example.com` },
      'Email is at most 254 characters',
    ],
    [
      '257 characters',
      'password',
      { password: 'x'.repeat(257) },
      'Password is at most 256 characters',
    ],
    [
      '1001 characters',
      'about_me',
      { about_me: 'x'.repeat(1001) },
      'About is at most 1000 characters',
    ],
    ['a number', 'username', { username: 42 }, 'must be text'],
  ])('refuses %s as %s: 422 "%s"', async (_, field, fields, message) => {
    const errors = await fieldErrors(registration({ email: 'bad-case@example.com', ...fields }));
    expect(errors[field]).toContain(message);
  });

  it('refuses a NUL character anywhere in the body before reading it (400)', async () => {
    const response = await register(registration({ username: 'a\u0000b' }));
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).description).toMatch(/NUL/);
  });

  it('refuses a body over 1 MB (413)', async () => {
    const response = await register(registration({ about_me: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
  });

  it('names every missing field at once', async () => {
    const errors = await fieldErrors({ auth_provider: 'web_client' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'username']);
  });

  it('accepts long passphrases and unicode usernames, kept as typed', async () => {
    const passphrase = 'correct horse battery staple '.repeat(8).slice(0, 256);
    for (const [username, email] of [
      ['Zoë Ångström', 'zoe@example.com'],
      ['DJ 東京', 'tokyo@example.com'],
      ['🎧 night shift', 'night@example.com'],
    ] as const) {
      const response = await register(registration({ username, email, password: passphrase }));
      expect(response.statusCode, response.body).toBe(201);
      expect(UserSchema.parse(response.json()).username).toBe(username);
      await signIn(testApp.app, { username, password: passphrase });
    }
  });

  it('refuses an unknown field, or a provider other than web_client without a Firebase uid', async () => {
    expect((await register(registration({ role: 'admin' }))).statusCode).toBe(422);
    expect((await register(registration({ auth_provider: 'google' }))).statusCode).toBe(422);
  });

  it('answers 422 naming the username, the e-mail, or both when taken, whatever their case', async () => {
    const first = await register(registration({ username: 'Taken', email: 'taken@example.com' }));
    expect(first.statusCode).toBe(201);

    const byName = await fieldErrors(
      registration({ username: 'TAKEN', email: 'free@example.com' }),
    );
    expect(Object.keys(byName)).toEqual(['username']);
    const byEmail = await fieldErrors(
      registration({ username: 'free', email: 'TAKEN@example.COM' }),
    );
    expect(Object.keys(byEmail)).toEqual(['email']);
    const both = await fieldErrors(registration({ username: 'taken', email: 'Taken@Example.com' }));
    expect(Object.keys(both).sort()).toEqual(['email', 'username']);
  });

  it('lets one of two simultaneous registrations of a name win; the other gets the 422', async () => {
    const [a, b] = await Promise.all([
      register(registration({ username: 'racer', email: 'racer1@example.com' })),
      register(registration({ username: 'RACER', email: 'racer2@example.com' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(Object.keys(ValidationErrorBodySchema.parse(loser.json()).errors.json ?? {})).toEqual([
      'username',
    ]);
  });
});

describe('GET /api/users/un/{username}', () => {
  const lookUp = (username: string, ip = '127.0.0.1') =>
    testApp.app.inject({ url: `/api/users/un/${encodeURIComponent(username)}`, remoteAddress: ip });

  it('says how a password account signs in, and nothing else, whatever the case', async () => {
    await register(registration({ username: 'Looked', email: 'looked@example.com' }));
    const response = await lookUp('LOOKED');
    expect(response.statusCode).toBe(200);
    expect(z.strictObject(SignInMethodSchema.shape).parse(response.json())).toEqual({
      is_firebase_user: false,
      auth_provider: 'web_client',
    });
  });

  it('answers 404 for an unknown username', async () => {
    const response = await lookUp('nobody-here');
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).code).toBe(404);
  });

  it('answers 422 for a username no account could have', async () => {
    expect((await lookUp('bad\u0001name')).statusCode).toBe(422);
  });
});
