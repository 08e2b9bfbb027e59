import type { FastifyRequest } from 'fastify';
import type { FirebaseIdentity } from '../../../plugins/external/firebase-auth.ts';

/** E-mail addresses are unique case-insensitively (the users table's index), so compared so. */
export function sameEmail(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

/**
 * The Google or Apple identity behind the request's Bearer, with an e-mail its provider verified:
 * 401 without a Bearer, 403 for one of our own sessions or an unverified (or missing) e-mail. An
 * unverified address proves nothing, so it can neither create nor take over an account.
 */
export function verifiedFirebaseCaller(
  request: FastifyRequest,
  purpose: string,
): FirebaseIdentity & { email: string } {
  const { auth, server } = request;
  if (auth === null) {
    throw server.httpErrors.createError(
      401,
      `Send the ID token of your Google or Apple sign-in to ${purpose}.`,
      {
        headers: { 'www-authenticate': 'Bearer realm="Rabbithole"' },
      },
    );
  }
  if (auth.kind !== 'firebase') {
    throw server.httpErrors.forbidden(`Only a Google or Apple sign-in may ${purpose}.`);
  }
  const { identity } = auth;
  if (!identity.emailVerified || identity.email === null) {
    throw server.httpErrors.forbidden(
      `Your sign-in has no verified e-mail address: it may not ${purpose}.`,
    );
  }
  return { ...identity, email: identity.email };
}
