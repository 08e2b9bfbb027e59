import { UserSchema, type User } from '@rabbithole/api-contract';
import type { FirebaseAuthEmulatorClient } from '@rabbithole/test-support/firebase-emulator';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod/mini';
import type { App } from '../../../src/app.ts';
import { firebaseEmulator } from '../../firebase/emulator.ts';
import { bearer } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

/** A fresh name for this run: the emulator is shared by every file of the run. */
export const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** The calls the browser's social sign-in makes (spec.md section 4), as an API client makes them. */
export function socialCalls(app: App) {
  return {
    lookUp: (idToken: string | null, email: string) =>
      app.inject({
        url: `/api/users/${encodeURIComponent(email)}`,
        headers: idToken === null ? {} : bearer(idToken),
      }),
    create: (idToken: string | null, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        headers: idToken === null ? {} : bearer(idToken),
        payload: body,
      }),
    link: (idToken: string | null, body: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/users/auth-id',
        headers: idToken === null ? {} : bearer(idToken),
        payload: body,
      }),
    me: (idToken: string) => app.inject({ url: '/api/me', headers: bearer(idToken) }),
    register: (username: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { username, email, password: 'abc', about_me: '', auth_provider: 'web_client' },
      }),
  };
}

/** The user of a 200 or 201 answer, failing the test on any other. */
export function userOf(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
): User {
  expect(response.statusCode, response.body).toBe(status);
  return z.strictObject(UserSchema.shape).parse(response.json());
}

export interface SocialTest {
  emulator: FirebaseAuthEmulatorClient;
  testApp: TestApp;
  calls: ReturnType<typeof socialCalls>;
}

/**
 * For a test file: the run's Auth emulator and an app that trusts it, built before the file's
 * tests and closed after them. Read the fields inside tests, once `beforeAll` has filled them.
 */
export function socialTestApp(): SocialTest {
  const social = {} as SocialTest;
  beforeAll(async () => {
    social.emulator = await firebaseEmulator();
    social.testApp = await buildTestApp({
      seed: 'none',
      firebaseProjectId: social.emulator.projectId,
      firebaseAuthEmulatorHost: social.emulator.host,
    });
    social.calls = socialCalls(social.testApp.app);
  });
  afterAll(async () => {
    await social.testApp.close();
  });
  return social;
}
