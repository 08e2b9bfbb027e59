import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh and reset tokens: 32 random bytes, base64url. Only their SHA-256 is stored, so a copy
 * of the database signs nobody in; a plain hash suffices because 256 random bits cannot be
 * guessed, unlike a password.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
