/** `demo-rabbithole`: a demo project needs no credentials and never reaches Google. */
export declare const emulatorProjectId: string;

export interface FirebaseAuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  projectId: string;
  /** How long it took from spawn to the first answer, in ms. */
  startMs: number;
  /** Ends its process group (SIGTERM, SIGKILL after 5 s) and removes its temp directory. */
  stop(): Promise<void>;
}

export interface StartFirebaseAuthEmulatorOptions {
  /** @default emulatorProjectId */
  projectId?: string;
  /** @default '127.0.0.1' */
  hostname?: string;
  /** @default 120_000 */
  timeoutMs?: number;
}

/**
 * `firebase emulators:start --only auth` from the installed firebase-tools, offline, on free
 * auth/hub/logging ports, with the Emulator UI off. Resolves once it answers; rejects with its
 * output when it exits first or does not answer within `timeoutMs`.
 */
export declare function startFirebaseAuthEmulator(
  options?: StartFirebaseAuthEmulatorOptions,
): Promise<FirebaseAuthEmulator>;

/** Resolves once the emulator at `host` answers ready; rejects after `timeoutMs` or on `failed()`. */
export declare function waitForFirebaseAuthEmulator(
  host: string,
  options?: { timeoutMs?: number; failed?: () => string | null | false | undefined },
): Promise<void>;

export interface EmulatorSignIn {
  /** The Firebase uid. */
  uid: string;
  email: string;
  /** An ID token (unsigned: only a server trusting the emulator accepts it). */
  idToken: string;
}

export interface FirebaseAuthEmulatorClient {
  host: string;
  projectId: string;
  /** An e-mail/password user, verified unless told otherwise, signed in. */
  createUser(user: {
    email: string;
    emailVerified?: boolean;
    password?: string;
    uid?: string;
  }): Promise<EmulatorSignIn>;
  /** A Google sign-in (sign_in_provider google.com) for Google account `sub`. */
  signInWithGoogle(account: {
    sub: string;
    email: string;
    emailVerified?: boolean;
    name?: string;
  }): Promise<EmulatorSignIn>;
  deleteUser(uid: string): Promise<void>;
}

/** Creates users and ID tokens on a running emulator through its REST API. */
export declare function firebaseAuthEmulatorClient(emulator: {
  host: string;
  projectId?: string;
}): FirebaseAuthEmulatorClient;
