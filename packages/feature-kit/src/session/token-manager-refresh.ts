import { routes, urlOf } from '@rabbithole/api-contract';
import { loadAnswers } from '../api/index.ts';
import type { RefreshRequest, TokenPairInput } from './token-manager.ts';

const { refreshTokens } = routes;

/** A refresh the server answered with something other than a new pair. */
export class TokenRefreshError extends Error {
  override readonly name = 'TokenRefreshError';
  readonly status: number;

  constructor(status: number) {
    super(`Token refresh failed: ${status}`);
    this.status = status;
  }
}

/** Firebase's codes for a user whose session cannot be renewed (spec.md section 8). */
const ENDED_FIREBASE_CODES = new Set(['auth/user-token-expired', 'auth/user-not-found']);

/**
 * Whether a refresh failure means the session is over rather than a passing fault: the server
 * answers 401 for an unknown, revoked or reused refresh token (its user-token-expired and
 * user-not-found), Firebase names the same two cases by code.
 */
export function endsSession(error: unknown): boolean {
  if (error instanceof TokenRefreshError) return error.status === 401;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ENDED_FIREBASE_CODES.has(code);
}

/**
 * The default refresh: `PUT /api/tokens` with plain fetch. It must not go through the API
 * client, whose 401 handling would ask this very refresh for a token.
 */
export function refreshOverHttp(
  baseUrl: string,
  fetchImpl: () => typeof fetch,
): (request: RefreshRequest) => Promise<TokenPairInput> {
  return async ({ access_token, refresh_token }) => {
    const response = await fetchImpl()(urlOf(refreshTokens, {}, baseUrl), {
      method: refreshTokens.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(access_token ? { access_token, refresh_token } : { refresh_token }),
    });
    if (!response.ok) throw new TokenRefreshError(response.status);
    const [{ refreshedPairOf }, answer] = await Promise.all([
      loadAnswers(),
      response.json().then(
        (body: unknown) => body,
        () => null,
      ),
    ]);
    const pair = await refreshedPairOf(answer);
    // Storing a pair without an access token would sign the user out on the next call.
    if (!pair) throw new TokenRefreshError(response.status);
    return pair;
  };
}

/** A Firebase ID token as a pair: its lifetime read from the JWT's `exp`, else the assumed one. */
export function firebasePair(token: string, now: number): TokenPairInput {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    if (typeof exp === 'number' && exp * 1000 > now) {
      return { access_token: token, expires_in: Math.floor((exp * 1000 - now) / 1000) };
    }
  } catch {
    // Not a JWT we can read: fall back to the assumed lifetime.
  }
  return { access_token: token };
}
