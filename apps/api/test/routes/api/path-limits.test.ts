import {
  EMAIL_MAX_LENGTH,
  ErrorBodySchema,
  SignInMethodSchema,
  USERNAME_MAX_LENGTH,
  UserSchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

// Found by the reliability fuzz (test/reliability/fuzz): what the router decides before any
// route runs. A path part longer than its default of 100 characters matched no route, so the
// longest valid usernames and e-mails (254, many more once percent-encoded) were "Nothing at
// GET …"; and a URL with broken percent-encoding answered Fastify's own body, not design.md's.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
});

afterAll(async () => {
  await testApp.close();
});

describe('path parameters as long as the contract allows', () => {
  it('finds the sign-in method of a username of the longest length, in letters of four bytes', async () => {
    // 𝄞 is two UTF-16 units (zod counts those) and 12 characters percent-encoded.
    const username = '𝄞'.repeat(USERNAME_MAX_LENGTH / 2);
    await createAccount(testApp.app, username, { email: 'clef@example.test' });
    const response = await testApp.app.inject({
      url: `/api/users/un/${encodeURIComponent(username)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(SignInMethodSchema.parse(response.json())).toEqual({
      is_firebase_user: false,
      auth_provider: 'internal',
    });
  });

  it('finds the account of an e-mail of the longest length, for its own session', async () => {
    // 64 + 1 + 189: a whole address at the limit, each label within DNS's 63.
    const email = `${'a'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(56)}.test`;
    expect(email).toHaveLength(EMAIL_MAX_LENGTH);
    const account = await createAccount(testApp.app, 'longmail', { email });
    const { access_token } = await signIn(testApp.app, account);
    const response = await testApp.app.inject({
      url: `/api/users/${encodeURIComponent(email)}`,
      headers: bearer(access_token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(UserSchema.parse(response.json()).username).toBe('longmail');
  });
});

describe('a URL the router cannot decode', () => {
  it.each(['/api/sets/%', '/api/sets/%E0%A4%A', '/api/users/un/%zz', '/api/tracks/1%'])(
    '%s answers 400 in design.md’s shape, naming nothing of the framework',
    async (url) => {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json())).toEqual({
        code: 400,
        message: 'Bad Request',
        description: 'The URL is not valid: each % must start a percent-encoded UTF-8 character.',
      });
      expect(response.body).not.toMatch(/FST_|fastify/i);
    },
  );
});
