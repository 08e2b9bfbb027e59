import type { FirebaseTokenSource } from './token-manager.ts';

/** The identity providers the login screen offers (spec.md section 2). */
export type SocialProvider = 'google' | 'apple';

/** The part of a Firebase `User` the session reads. */
export interface FirebaseUserLike extends FirebaseTokenSource {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/**
 * Firebase Auth as the session uses it. The real one comes from `loadFirebaseAuth`; stories and
 * unit tests hand the session a stand-in, as they cannot open Google's popup.
 */
export interface FirebaseAuthAdapter {
  /** Opens the provider's popup; rejects with Firebase's error (`code` `auth/popup-blocked`…). */
  signInWithPopup(provider: SocialProvider): Promise<FirebaseUserLike>;
  /** The user Firebase restored from its own storage, once it has looked; null when none. */
  restoreUser(): Promise<FirebaseUserLike | null>;
  signOut(): Promise<void>;
}

/** Loads Firebase Auth; null when this server has no Firebase project configured. */
export type FirebaseLoader = () => Promise<FirebaseAuthAdapter | null>;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** `127.0.0.1:9099`: the Auth emulator of `npm run dev` and the tests. */
  emulatorHost?: string | undefined;
}

/** The Firebase project from the build's environment; null when none is configured. */
export function firebaseConfigFromEnv(
  env: ImportMetaEnv = import.meta.env,
): FirebaseWebConfig | null {
  const apiKey = env.VITE_FIREBASE_API_KEY;
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    emulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined,
  };
}

/**
 * A loader that imports the Firebase SDK on first use only, so password users never download
 * it; later calls share the one instance.
 */
export function firebaseLoader(
  config: FirebaseWebConfig | null = firebaseConfigFromEnv(),
): FirebaseLoader {
  let loaded: Promise<FirebaseAuthAdapter> | null = null;
  return () => {
    if (!config) return Promise.resolve(null);
    loaded ??= loadFirebaseAuth(config);
    return loaded;
  };
}

async function loadFirebaseAuth(config: FirebaseWebConfig): Promise<FirebaseAuthAdapter> {
  const [{ initializeApp, getApps }, authModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const { GoogleAuthProvider, OAuthProvider, connectAuthEmulator, getAuth } = authModule;
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    });
  const auth = getAuth(app);
  if (config.emulatorHost) {
    const url = /^https?:\/\//.test(config.emulatorHost)
      ? config.emulatorHost
      : `http://${config.emulatorHost}`;
    connectAuthEmulator(auth, url, { disableWarnings: true });
  }

  function providerFor(provider: SocialProvider) {
    if (provider === 'google') {
      const google = new GoogleAuthProvider();
      google.addScope('profile');
      return google;
    }
    const apple = new OAuthProvider('apple.com');
    // Apple sends the e-mail and name only when asked, and only on the first sign-in.
    apple.addScope('email');
    apple.addScope('name');
    return apple;
  }

  return {
    async signInWithPopup(provider) {
      const credential = await authModule.signInWithPopup(auth, providerFor(provider));
      return credential.user;
    },
    async restoreUser() {
      await auth.authStateReady();
      return auth.currentUser;
    },
    signOut: () => auth.signOut(),
  };
}
