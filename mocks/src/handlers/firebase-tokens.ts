/**
 * Stand-ins for Firebase ID tokens. The real server verifies a signed JWT with firebase-admin;
 * the mock reads the same facts (uid, verified e-mail, provider) from a readable token, so a
 * story or test can sign in "with Google" without Firebase: `mockFirebaseIdToken(GOOGLE_USER…)`.
 */
export interface MockFirebaseIdentity {
  uid: string;
  email: string;
  /** Firebase's `email_verified`: an unverified address never matches an account. */
  emailVerified?: boolean;
  /** `google` or `apple`, as the server's verifier reports the sign-in provider. */
  provider: string;
  displayName?: string | null;
}

const PREFIX = 'mock-firebase.';

export function mockFirebaseIdToken(identity: MockFirebaseIdentity): string {
  return PREFIX + btoa(encodeURIComponent(JSON.stringify(identity)));
}

/** The identity a mock Firebase ID token carries; null for any other token. */
export function firebaseIdentityOf(token: string | null): Required<MockFirebaseIdentity> | null {
  if (!token?.startsWith(PREFIX)) return null;
  try {
    const identity = JSON.parse(
      decodeURIComponent(atob(token.slice(PREFIX.length))),
    ) as MockFirebaseIdentity;
    return { emailVerified: true, displayName: null, ...identity };
  } catch {
    return null;
  }
}
