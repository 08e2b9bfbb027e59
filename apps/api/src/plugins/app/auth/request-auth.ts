import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FirebaseIdentity } from '../../external/firebase-auth.ts';

/** Who is asking: one of our sessions (our JWT), or a Google/Apple sign-in (Firebase ID token). */
export type RequestAuth =
  | { kind: 'session'; userId: number; sessionId: string }
  /** `userId` is the account linked to the token's uid, if any. */
  | { kind: 'firebase'; identity: FirebaseIdentity; userId: number | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Filled by routes/api/autohooks.ts on `optional-bearer` and `bearer` routes. */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /**
     * The caller a request's `Authorization: Bearer` names: null without a Bearer, `invalid` for
     * a token that is malformed, expired, forged, or of a session that has ended.
     */
    authenticateBearer(request: FastifyRequest): Promise<RequestAuth | null | 'invalid'>;
  }
}

// RFC 6750: the scheme is case-insensitive; the token is base64url/JWT characters.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticateBearer', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (header === undefined) return null;
      const token = BEARER.exec(header)?.[1];
      if (token === undefined) return 'invalid';

      if (app.accessTokens.looksLikeOurs(token)) {
        const claims = await app.accessTokens.verify(token);
        // A signed-out or revoked session's access tokens stop at once, not when they expire.
        if (!claims || !(await app.sessionsRepository.isActive(claims.sessionId))) return 'invalid';
        return { kind: 'session', ...claims };
      }
      if (!app.firebaseAuth.enabled) return 'invalid';
      const identity = await app.firebaseAuth.verifyIdToken(token);
      if (!identity) return 'invalid';
      const linked = await app.usersRepository.findByFirebaseUid(identity.uid);
      return { kind: 'firebase', identity, userId: linked?.id ?? null };
    });
  },
  {
    name: 'request-auth',
    dependencies: ['access-tokens', 'sessions-repository', 'users-repository', 'firebase-auth'],
  },
);

/** The signed-in caller's account id, or null for a guest (or a sign-in linked to no account). */
export function viewerOf(request: FastifyRequest): number | null {
  return request.auth?.userId ?? null;
}

/**
 * The account of a `bearer` route's caller, who writes or reads their own rows. A Google or Apple
 * sign-in whose uid no account holds yet has none: 401, as GET /api/me answers it.
 */
export function accountOf(request: FastifyRequest): number {
  const userId = viewerOf(request);
  if (userId === null) {
    throw request.server.httpErrors.unauthorized('No account is linked to this sign-in.');
  }
  return userId;
}
