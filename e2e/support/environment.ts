import { startFirebaseAuthEmulator } from '@rabbithole/test-support/firebase-emulator';

/**
 * What a journey needs started or configured before the one e2e server: a provider returns extra
 * environment for the server and for the web build (the SPA is built once more, for this run
 * only, when any web variable is given), and how to stop what it started.
 */
export interface E2eEnvironment {
  /** Added to the server's environment (FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID…). */
  server?: Readonly<Record<string, string>>;
  /** Added to the environment of the web build (VITE_FIREBASE_*…). */
  web?: Readonly<Record<string, string>>;
  /** Called after the server has stopped. */
  stop?: () => Promise<void>;
}

export type E2eEnvironmentProvider = () => Promise<E2eEnvironment>;

/**
 * The Firebase Auth emulator for the social sign-in journey (journeys/social-sign-in.test.ts):
 * the server trusts it (ALLOW_FIREBASE_EMULATOR, as it runs in production mode) and the SPA is
 * built to sign in through it. Both are given the same host string, so the page's CSP allows
 * exactly the origin the SDK calls.
 */
const firebaseAuthEmulator: E2eEnvironmentProvider = async () => {
  const emulator = await startFirebaseAuthEmulator();
  return {
    server: {
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      ALLOW_FIREBASE_EMULATOR: 'true',
    },
    web: {
      VITE_FIREBASE_API_KEY: 'emulator-api-key',
      VITE_FIREBASE_PROJECT_ID: emulator.projectId,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    },
    stop: () => emulator.stop(),
  };
};

/** The username the server makes an admin (ADMIN_USERS): the release journey registers it. */
export const E2E_ADMIN_USERNAME = 'e2e-operator';

const adminUsers: E2eEnvironmentProvider = () =>
  Promise.resolve({ server: { ADMIN_USERS: E2E_ADMIN_USERNAME } });

/** Providers run in order before the server starts. */
export const environmentProviders: readonly E2eEnvironmentProvider[] = [
  firebaseAuthEmulator,
  adminUsers,
];
