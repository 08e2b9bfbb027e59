import { createUser, urlOf, UserSchema, type User } from '@rabbithole/api-contract';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A fresh account's credentials: unique per call, so journeys never collide on the one server. */
export function newAccount(prefix = 'listener'): TestAccount {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `${prefix}-${suffix}`,
    email: `${prefix}-${suffix}@example.com`,
    password: `pw-${randomBytes(6).toString('hex')}`,
  };
}

/** Registers `account` through the real API, as the register page would. */
export async function registerAccount(serverUrl: string, account: TestAccount): Promise<User> {
  const response = await fetch(urlOf(createUser, {}, serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, about_me: '', auth_provider: 'web_client' }),
  });
  expect(response.status).toBe(201);
  return UserSchema.parse(await response.json());
}
