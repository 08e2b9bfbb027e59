import type { TokenPairInput } from './token-manager.ts';

/** spec.md section 4: the three values the token manager keeps in localStorage. */
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  tokenExpiry: 'tokenExpiry',
} as const;

/** spec.md section 7: an internal refresh whose answer names no lifetime lasts 60 minutes. */
export const ASSUMED_LIFETIME_SECONDS = 60 * 60;

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** When the access token expires, in ms; null when unknown or unreadable. */
  expiresAt: number | null;
}

export function readTokens(storage: Storage): StoredTokens {
  const expiry = storage.getItem(TOKEN_STORAGE_KEYS.tokenExpiry);
  const expiresAt = expiry === null ? Number.NaN : Date.parse(expiry);
  return {
    accessToken: storage.getItem(TOKEN_STORAGE_KEYS.accessToken),
    refreshToken: storage.getItem(TOKEN_STORAGE_KEYS.refreshToken),
    expiresAt: Number.isNaN(expiresAt) ? null : expiresAt,
  };
}

/**
 * Stores a pair; a pair without a refresh token (a Firebase ID token) keeps the stored one, and
 * the expiry is written as an ISO time so every tab reads the same instant.
 */
export function writeTokens(storage: Storage, pair: TokenPairInput, now: number): void {
  const lifetime = pair.expires_in ?? ASSUMED_LIFETIME_SECONDS;
  storage.setItem(TOKEN_STORAGE_KEYS.accessToken, pair.access_token);
  if (pair.refresh_token) storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, pair.refresh_token);
  storage.setItem(TOKEN_STORAGE_KEYS.tokenExpiry, new Date(now + lifetime * 1000).toISOString());
}

export function clearTokens(storage: Storage): void {
  for (const key of Object.values(TOKEN_STORAGE_KEYS)) storage.removeItem(key);
}

/** Whether a `storage` event from another tab touched the tokens (null key: storage.clear()). */
export function isTokenKey(key: string | null): boolean {
  return key === null || (Object.values(TOKEN_STORAGE_KEYS) as string[]).includes(key);
}
