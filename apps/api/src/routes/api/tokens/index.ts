import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  createTokens,
  deleteTokens,
  PASSWORD_MAX_LENGTH,
  refreshTokens,
  type TokenPair,
} from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../../auth/passwords.ts';
import { contractRoute } from '../../../contract-route.ts';
import type { IssuedSession } from '../../../plugins/app/auth/sessions-repository.ts';
import { parseBasicCredentials } from './basic-credentials.ts';

/** `/api/tokens`: signing in, token rotation, signing out (spec.md 7, design.md 2). */
export default async function tokensRoutes(app: FastifyInstance) {
  const { rateLimits } = app;

  async function pairOf(session: IssuedSession): Promise<TokenPair> {
    return {
      access_token: await app.accessTokens.issue(session),
      refresh_token: session.refreshToken,
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    };
  }

  // One answer for every failed sign-in, whatever failed: it must not tell which usernames exist.
  // No Basic challenge: browsers answer one with their own password dialog over the app's form.
  const wrongPair = () => app.httpErrors.unauthorized('Wrong username or password.');

  contractRoute(app, createTokens, async (request) => {
    const credentials = parseBasicCredentials(request.headers.authorization);
    if (!credentials) {
      throw app.httpErrors.unauthorized(
        'Send the username and password as HTTP Basic credentials.',
      );
    }
    const { username, password } = credentials;
    // Counted before the password is checked, so parallel guesses cannot all slip in before the
    // first one is counted; a success gives its attempts back below.
    await rateLimits.enforce('signInFailuresPerAddress', request.ip);
    await rateLimits.enforce('signInFailuresPerUsername', username);

    const user = await app.usersRepository.findByUsername(username);
    // An overlong password is checked against the decoy, so it costs what any failure costs.
    const usable = password.length <= PASSWORD_MAX_LENGTH;
    const verified = await verifyPassword(
      usable ? (user?.password_hash ?? null) : null,
      usable ? password : '',
    );
    if (!user || !verified) throw wrongPair();

    await rateLimits.reset('signInFailuresPerUsername', username);
    await rateLimits.reward('signInFailuresPerAddress', request.ip);
    return pairOf(await app.sessionsRepository.start(user.id));
  });

  contractRoute(app, refreshTokens, async (request, reply) => {
    await rateLimits.enforce('refreshesPerAddress', request.ip);
    const rotation = await app.sessionsRepository.rotate(request.body.refresh_token);
    if (rotation.outcome === 'rotated') return pairOf(rotation);
    if (rotation.outcome === 'reused') {
      // RFC 9700: a replayed refresh token means it was copied; the family has been revoked.
      request.log.warn('Refresh token presented twice: its session has been ended');
    }
    reply.header('www-authenticate', 'Bearer realm="Rabbithole", error="invalid_token"');
    throw app.httpErrors.unauthorized(
      'The refresh token is invalid, used or expired. Sign in again.',
    );
  });

  contractRoute(app, deleteTokens, async (request, reply) => {
    // A Google or Apple caller has no session of ours: Firebase signs it out in the browser.
    if (request.auth?.kind === 'session') {
      await app.sessionsRepository.revoke(request.auth.sessionId);
    }
    return reply.code(204).send(null);
  });
}
