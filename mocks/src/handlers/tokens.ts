import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  createTokens,
  deleteTokens,
  refreshTokens,
  requestPasswordReset,
  resetPassword,
  validationErrorBody,
  type TokenPair,
} from '@rabbithole/api-contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { mockDb } from '../store/db.ts';
import { nextId, sessionOfAccessToken, userByEmail, userByUsername } from './accounts.ts';
import { handlerFor } from './contract.ts';
import { errorResponse } from './errors.ts';

/** `Authorization: Basic …` as username and password (UTF-8), or null when absent or malformed. */
export function basicCredentialsOf(
  request: Request,
): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) return null;
  let decoded: string;
  try {
    const bytes = Uint8Array.from(atob(match[1]), (char) => char.charCodeAt(0));
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A new pair for `userId`; a sign-in starts a family, a refresh continues its own. */
function issuePair(userId: number, family?: number): TokenPair {
  const id = nextId(mockDb.sessions.all());
  const session = mockDb.sessions.insert({
    id,
    user_id: userId,
    family: family ?? id,
    access_token: `mock-access-${id}`,
    refresh_token: `mock-refresh-${id}`,
    used: false,
  });
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
  };
}

function endFamily(family: number): void {
  for (const session of mockDb.sessions.all()) {
    if (session.family === family) mockDb.sessions.remove(session.id);
  }
}

const wrongPair = () => errorResponse(401, 'The username or password is not correct.');

/** POST, PUT and DELETE /api/tokens and the password reset pair, over the mock database. */
export const tokenHandlers: HttpHandler[] = [
  handlerFor(createTokens, ({ request }) => {
    const credentials = basicCredentialsOf(request);
    if (!credentials) return wrongPair();
    const user = userByUsername(credentials.username);
    // Social accounts have no password (null): no Basic pair signs them in.
    if (user?.password !== credentials.password) return wrongPair();
    return issuePair(user.id);
  }),

  handlerFor(refreshTokens, ({ body }) => {
    const session = mockDb.sessions.all().find((row) => row.refresh_token === body.refresh_token);
    if (!session) return errorResponse(401, 'The refresh token is not valid.');
    if (session.used) {
      // A rotated token presented again: someone else may hold it, so end the whole family.
      endFamily(session.family);
      return errorResponse(401, 'The refresh token is not valid.');
    }
    mockDb.sessions.update(session.id, { used: true });
    return issuePair(session.user_id, session.family);
  }),

  handlerFor(deleteTokens, ({ token }) => {
    const session = sessionOfAccessToken(token);
    if (session) endFamily(session.family);
    return null;
  }),

  handlerFor(requestPasswordReset, ({ body }) => {
    // The same answer for unknown addresses: the reset form must not reveal who has an account.
    const user = userByEmail(body.email);
    if (user) {
      const id = nextId(mockDb.resetTokens.all());
      mockDb.resetTokens.insert({ id, user_id: user.id, token: `mock-reset-${id}`, used: false });
    }
    return null;
  }),

  handlerFor(resetPassword, ({ body }) => {
    const link = mockDb.resetTokens.all().find((row) => row.token === body.token && !row.used);
    if (!link) {
      return HttpResponse.json(
        validationErrorBody('json', { token: ['This reset link is not valid or has expired.'] }),
        { status: 422 },
      );
    }
    mockDb.resetTokens.update(link.id, { used: true });
    mockDb.users.update(link.user_id, { password: body.new_password });
    // A new password ends every session of the account.
    for (const session of mockDb.sessions.all()) {
      if (session.user_id === link.user_id) mockDb.sessions.remove(session.id);
    }
    return null;
  }),
];
