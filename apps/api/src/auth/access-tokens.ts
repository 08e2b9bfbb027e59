import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@rabbithole/api-contract';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'rabbithole';
const AUDIENCE = 'rabbithole-api';

/** Who an access token speaks for: the user and the session (refresh-token family) it came from. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token of ours; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
  /** True when the token claims to be ours (unverified): then no other verifier should try it. */
  looksLikeOurs(token: string): boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Access tokens (design.md section 2): HS256 JWTs living ACCESS_TOKEN_LIFETIME_SECONDS, with the
 * user in `sub` and the session in `sid`. The algorithm is pinned on verification, so a token
 * naming `none` or an asymmetric algorithm is refused whatever its header says. Time comes from
 * `clock` for both signing and checking, so tests can let a token expire.
 */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock() / 1000);
  return {
    async issue({ userId, sessionId }) {
      const now = nowSeconds();
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
          currentDate: new Date(clock()),
          // Our own clock signs and checks: no leeway is needed, and none is given.
          clockTolerance: 0,
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(userId) || userId < 1) return null;
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    looksLikeOurs(token) {
      try {
        return decodeJwt(token).iss === ISSUER;
      } catch {
        return false;
      }
    },
  };
}
