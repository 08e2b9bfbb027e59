import { TokenPairSchema, type TokenPair } from '@rabbithole/api-contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { UserRow } from '../../src/plugins/app/users/users-repository.ts';

export interface Account {
  user: UserRow;
  username: string;
  email: string;
  password: string;
}

/** A password account straight in the database, as `npm run cli -- create-user` makes one. */
export async function createAccount(
  app: App,
  username: string,
  { email = `${username.toLowerCase()}@example.test`, password = `${username} password` } = {},
): Promise<Account> {
  const user = await app.usersRepository.create({
    username,
    email,
    passwordHash: await hashPassword(password),
    authProvider: 'internal',
  });
  return { user, username, email, password };
}

export function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postTokens(app: App, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { authorization: basic(username, password) },
  });
}

export function putTokens(app: App, refreshToken: string) {
  return app.inject({
    method: 'PUT',
    url: '/api/tokens',
    payload: { refresh_token: refreshToken },
  });
}

/** Signs in through the API and returns the pair, failing the test on any other answer. */
export async function signIn(app: App, account: Pick<Account, 'username' | 'password'>) {
  const response = await postTokens(app, account.username, account.password);
  expect(response.statusCode, response.body).toBe(200);
  return TokenPairSchema.parse(response.json());
}

export function getMe(app: App, pair: Pick<TokenPair, 'access_token'>) {
  return app.inject({ url: '/api/me', headers: bearer(pair.access_token) });
}
