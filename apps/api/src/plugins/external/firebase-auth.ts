import { deleteApp, initializeApp, type App as FirebaseApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../app.ts';

/** What a verified Firebase ID token says about its holder. */
export interface FirebaseIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** `google`, `apple`…: the token's sign-in provider with its `.com` removed (spec.md 3). */
  provider: string | null;
  displayName: string | null;
}

export interface FirebaseVerifier {
  /** False when no Firebase project is configured: social sign-in is off on this server. */
  readonly enabled: boolean;
  /** The identity behind a Firebase ID token, or null when it is not a valid, unrevoked one. */
  verifyIdToken(token: string): Promise<FirebaseIdentity | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    firebaseAuth: FirebaseVerifier;
  }
}

const disabled: FirebaseVerifier = {
  enabled: false,
  verifyIdToken: () => Promise.resolve(null),
};

function providerOf(signInProvider: unknown): string | null {
  if (typeof signInProvider !== 'string' || signInProvider === 'password') return null;
  return signInProvider.replace(/\.com$/, '');
}

/**
 * Verifies Google and Apple sign-ins (Firebase ID tokens) with firebase-admin: signature, issuer,
 * audience (the project) and expiry. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin reads
 * that variable itself and accepts the emulator's unsigned tokens; config.ts refuses that in
 * production.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    const projectId = config.firebaseProjectId;
    if (projectId === null) {
      app.decorate('firebaseAuth', disabled);
      return;
    }
    const trustsEmulator = config.firebaseAuthEmulatorHost !== null;
    if (config.firebaseAuthEmulatorHost) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
    }
    // Each app (tests build many) gets its own named Firebase app, deleted when it closes.
    const firebase: FirebaseApp = initializeApp({ projectId }, `rabbithole-${crypto.randomUUID()}`);
    const auth = getAuth(firebase);
    app.decorate('firebaseAuth', {
      enabled: true,
      async verifyIdToken(token: string) {
        // firebase-admin trusts unsigned emulator tokens whenever this variable is set in the
        // process, whatever this app was configured with: an app configured for the real project
        // must then accept nothing rather than anything.
        if (!trustsEmulator && process.env.FIREBASE_AUTH_EMULATOR_HOST) {
          app.log.error(
            "FIREBASE_AUTH_EMULATOR_HOST is set in the process but not in this app's config: Firebase sign-ins refused",
          );
          return null;
        }
        try {
          const decoded = await auth.verifyIdToken(token);
          return {
            uid: decoded.uid,
            email: decoded.email ?? null,
            emailVerified: decoded.email_verified === true,
            provider: providerOf(decoded.firebase.sign_in_provider),
            displayName: typeof decoded.name === 'string' ? decoded.name : null,
          };
        } catch {
          return null;
        }
      },
    } satisfies FirebaseVerifier);
    app.addHook('onClose', async () => {
      await deleteApp(firebase);
    });
  },
  { name: 'firebase-auth' },
);
