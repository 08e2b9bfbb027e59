import type { FirebaseAuthEmulatorClient } from '@rabbithole/test-support/firebase-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseEmulator } from '../../firebase/emulator.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let emulator: FirebaseAuthEmulatorClient;
let test: TestApp;
let otherProject: TestApp;

beforeAll(async () => {
  emulator = await firebaseEmulator();
  const trust = { firebaseAuthEmulatorHost: emulator.host, seed: 'none' as const };
  test = await buildTestApp({ firebaseProjectId: emulator.projectId, ...trust });
  otherProject = await buildTestApp({ firebaseProjectId: 'demo-someone-else', ...trust });
});

afterAll(async () => {
  await test.close();
  await otherProject.close();
});

const unique = () => crypto.randomUUID().slice(0, 8);

describe('firebaseAuth.verifyIdToken against the Auth emulator', () => {
  it('reads a Google sign-in: uid, verified e-mail, provider without .com, display name', async () => {
    const email = `ann-${unique()}@example.com`;
    const google = await emulator.signInWithGoogle({ sub: unique(), email, name: 'Ann Example' });

    expect(await test.app.firebaseAuth.verifyIdToken(google.idToken)).toEqual({
      uid: google.uid,
      email,
      emailVerified: true,
      provider: 'google',
      displayName: 'Ann Example',
    });
  });

  it('says so when the e-mail is not verified, and gives no provider for e-mail/password', async () => {
    const user = await emulator.createUser({
      email: `bob-${unique()}@example.com`,
      emailVerified: false,
    });

    const identity = await test.app.firebaseAuth.verifyIdToken(user.idToken);
    expect(identity).toMatchObject({ uid: user.uid, emailVerified: false, provider: null });
  });

  it('refuses a token issued for another Firebase project', async () => {
    const google = await emulator.signInWithGoogle({
      sub: unique(),
      email: `cy-${unique()}@example.com`,
    });

    expect(await otherProject.app.firebaseAuth.verifyIdToken(google.idToken)).toBeNull();
  });

  it('refuses what is not an ID token', async () => {
    expect(await test.app.firebaseAuth.verifyIdToken('not-a-token')).toBeNull();
    expect(await test.app.firebaseAuth.verifyIdToken('')).toBeNull();
  });

  it('an app not configured for the emulator accepts no token while the process trusts one', async () => {
    const google = await emulator.signInWithGoogle({
      sub: unique(),
      email: `fay-${unique()}@example.com`,
    });
    // The apps above set FIREBASE_AUTH_EMULATOR_HOST in this process, as firebase-admin reads it.
    const real = await buildTestApp({
      firebaseProjectId: emulator.projectId,
      firebaseAuthEmulatorHost: null,
      trustProxy: false,
      seed: 'none',
    });
    try {
      expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);
      expect(await real.app.firebaseAuth.verifyIdToken(google.idToken)).toBeNull();
    } finally {
      await real.close();
    }
  });

  it('is off, accepting nothing, when no Firebase project is configured', async () => {
    const google = await emulator.signInWithGoogle({
      sub: unique(),
      email: `eve-${unique()}@example.com`,
    });
    const off = await buildTestApp({ firebaseProjectId: null, seed: 'none' });
    try {
      expect(off.app.firebaseAuth.enabled).toBe(false);
      expect(await off.app.firebaseAuth.verifyIdToken(google.idToken)).toBeNull();
    } finally {
      await off.close();
    }
  });
});
