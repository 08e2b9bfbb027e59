import { mockFirebaseIdToken, type MockFirebaseIdentity } from './handlers/firebase-tokens.ts';

/**
 * A stand-in for Firebase Auth in the shape the session's `FirebaseAuthAdapter` takes: stories
 * and unit tests cannot open Google's popup, so the popup's outcome is set up front and the user
 * it yields carries a mock ID token the MSW handlers read.
 */
export interface MockFirebaseUser {
  uid: string;
  email: string;
  displayName: string | null;
  getIdToken(forceRefresh: boolean): Promise<string>;
}

export function mockFirebaseUser(identity: MockFirebaseIdentity): MockFirebaseUser {
  return {
    uid: identity.uid,
    email: identity.email,
    displayName: identity.displayName ?? null,
    getIdToken: () => Promise.resolve(mockFirebaseIdToken(identity)),
  };
}

/** Firebase's error for a failed popup (`auth/popup-blocked`…), as `signInWithPopup` rejects. */
export function firebaseAuthError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

export interface MockFirebaseAuthOptions {
  /** What the popup ends with: a user, an error code, or `'pending'` (it stays open). */
  popup?: MockFirebaseIdentity | { error: string } | 'pending';
  /** The user Firebase restores after a reload. @default null */
  restored?: MockFirebaseIdentity | null;
}

export function mockFirebaseAuth({ popup = 'pending', restored = null }: MockFirebaseAuthOptions) {
  const calls: string[] = [];
  return {
    /** What was asked of it, in order: `popup:google`, `restore`, `signOut`. */
    calls,
    signInWithPopup(provider: string): Promise<MockFirebaseUser> {
      calls.push(`popup:${provider}`);
      if (popup === 'pending') return new Promise(() => undefined);
      if ('error' in popup) return Promise.reject(firebaseAuthError(popup.error));
      return Promise.resolve(mockFirebaseUser(popup));
    },
    restoreUser(): Promise<MockFirebaseUser | null> {
      calls.push('restore');
      return Promise.resolve(restored && mockFirebaseUser(restored));
    },
    signOut(): Promise<void> {
      calls.push('signOut');
      return Promise.resolve();
    },
  };
}
