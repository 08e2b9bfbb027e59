import { routes, type User } from '@rabbithole/api-contract';
import { ApiError } from '../api/index.ts';
import type { SessionContext } from './context.ts';
import type { FirebaseAuthAdapter, FirebaseUserLike, SocialProvider } from './firebase.ts';
import { SESSION_MESSAGES, SessionError } from './messages.ts';
import { firebasePair } from './token-manager-refresh.ts';

// Routes, not endpoints: this module is on the first script's path, which must not carry zod.
const { createUser, getUserByEmail, linkAuthId } = routes;

const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };

/** spec.md section 8, social login: what a failed popup says. */
export function popupErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
    return SESSION_MESSAGES.loginCancelled;
  }
  if (code === 'auth/popup-blocked') return SESSION_MESSAGES.popupBlocked;
  return SESSION_MESSAGES.somethingWentWrong;
}

/** Loads Firebase and opens the provider's popup; rejects with SessionError. */
export async function openProviderPopup(
  { loadFirebase, log }: SessionContext,
  provider: SocialProvider,
): Promise<{ adapter: FirebaseAuthAdapter; firebaseUser: FirebaseUserLike }> {
  let adapter: FirebaseAuthAdapter | null;
  try {
    adapter = await loadFirebase();
  } catch (error) {
    log('Firebase could not be loaded', error);
    throw new SessionError(SESSION_MESSAGES.somethingWentWrong, { cause: error });
  }
  if (!adapter) throw new SessionError(SESSION_MESSAGES.socialNotConfigured);
  try {
    return { adapter, firebaseUser: await adapter.signInWithPopup(provider) };
  } catch (error) {
    // spec.md section 8: sign-in errors from Google or Apple are logged and rethrown.
    log(`Sign-in with ${PROVIDER_LABELS[provider]} failed`, error);
    throw new SessionError(popupErrorMessage(error), { cause: error });
  }
}

function logRefusal(log: SessionContext['log'], step: string, error: unknown) {
  // spec.md section 8: only body.errors.json is logged; never the token that made the call.
  const errors = error instanceof ApiError ? (error.errors?.json ?? error.message) : error;
  log(`${step} failed`, errors);
}

/**
 * spec.md section 4, identity-provider sign-in after the popup: the Firebase ID token becomes the
 * Bearer, then the account with that e-mail is used as is, linked to this uid, or created.
 * Resolves with the account, or null when creating or linking failed (logged, no message).
 */
export async function accountForFirebaseUser(
  context: SessionContext,
  provider: SocialProvider,
  firebaseUser: FirebaseUserLike,
): Promise<User | null> {
  const { client, tokens, log, now } = context;
  const email = firebaseUser.email;
  if (!email) {
    log(`${PROVIDER_LABELS[provider]} shared no e-mail address`);
    throw new SessionError(SESSION_MESSAGES.somethingWentWrong);
  }
  tokens.useFirebase(firebaseUser);
  tokens.storeTokens(firebasePair(await firebaseUser.getIdToken(false), now()));

  let existing: User | null = null;
  try {
    existing = await client.request(getUserByEmail, { params: { email } });
  } catch {
    // spec.md section 7: a non-ok answer to the look-up means "create the account".
  }
  if (existing?.firebase_uid === firebaseUser.uid) return existing;
  try {
    if (existing) {
      return await client.request(linkAuthId, {
        body: { id: String(existing.id), firebase_uid: firebaseUser.uid, auth_provider: provider },
      });
    }
    return await client.request(createUser, {
      body: {
        firebase_uid: firebaseUser.uid,
        username: email,
        email,
        about_me: firebaseUser.displayName ?? '',
      },
      retry: false,
    });
  } catch (error) {
    logRefusal(log, existing ? 'Linking the social sign-in' : 'Creating the social account', error);
    return null;
  }
}
