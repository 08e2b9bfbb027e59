import { routes, type TokenPair } from '@rabbithole/api-contract';
import { ApiError } from '../api/index.ts';
import type { SessionContext } from './context.ts';
import { providerName, SESSION_MESSAGES, SessionError, usedProviderMessage } from './messages.ts';

// Routes, not endpoints: this module is on the first script's path, which must not carry zod.
const { createTokens, createUser, getSignInMethod } = routes;

/** Providers that mean "this account has a password": registered here or by an operator. */
const PASSWORD_PROVIDERS = new Set(['web_client', 'internal']);

/**
 * spec.md sections 4 and 8, password login up to the token pair: the username look-up first (a
 * social account is sent to its provider), then the Basic sign-in. Rejects with SessionError.
 */
export async function signInWithPassword(
  { client }: SessionContext,
  username: string,
  password: string,
): Promise<TokenPair> {
  let method;
  try {
    method = await client.request(getSignInMethod, { params: { username }, auth: 'none' });
  } catch (error) {
    throw new SessionError(SESSION_MESSAGES.incorrectUsernameOrPassword, { cause: error });
  }
  // A password account that later linked Google stays a password account: its first provider
  // (auth_provider) says how it was made.
  const provider = method.auth_provider;
  if (method.is_firebase_user && !(provider && PASSWORD_PROVIDERS.has(provider))) {
    const name = providerName(provider);
    throw new SessionError(name ? usedProviderMessage(name) : SESSION_MESSAGES.usedSocialAccount);
  }

  try {
    return await client.request(createTokens, { auth: { basic: { username, password } } });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    const message =
      status === 401
        ? SESSION_MESSAGES.invalidUsernameOrPassword
        : status === 429
          ? SESSION_MESSAGES.tooManyAttempts
          : SESSION_MESSAGES.somethingWentWrong;
    throw new SessionError(message, { cause: error });
  }
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  about_me?: string | undefined;
}

/** spec.md section 8, registration: the first message that applies, and one per refused field. */
function registrationError(error: unknown): SessionError {
  if (!(error instanceof ApiError)) {
    return new SessionError(SESSION_MESSAGES.registrationFailed, { cause: error });
  }
  if (error.status === 401) {
    return new SessionError(SESSION_MESSAGES.authenticationFailed, { cause: error });
  }
  const refused = error.errors?.json ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(refused)) {
    if (messages[0]) fieldErrors[field] = messages[0];
  }
  if (refused.username) fieldErrors.username = SESSION_MESSAGES.usernameTaken;
  if (refused.email) fieldErrors.email = SESSION_MESSAGES.emailTaken;
  const message = refused.username
    ? SESSION_MESSAGES.usernameTaken
    : refused.email
      ? SESSION_MESSAGES.emailTaken
      : SESSION_MESSAGES.registrationFailed;
  return new SessionError(message, { cause: error, fieldErrors });
}

/** POST /api/users for a password account: no token and no retry (spec.md section 7). */
export async function registerAccount(
  { client }: SessionContext,
  input: Registration,
): Promise<void> {
  try {
    await client.request(createUser, {
      body: {
        username: input.username,
        email: input.email,
        password: input.password,
        about_me: input.about_me ?? '',
        auth_provider: 'web_client',
      },
      auth: 'none',
      retry: false,
    });
  } catch (error) {
    throw registrationError(error);
  }
}
