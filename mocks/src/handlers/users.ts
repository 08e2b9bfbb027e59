import {
  createUser,
  getMe,
  getSignInMethod,
  getUserByEmail,
  linkAuthId,
  validationErrorBody,
} from '@rabbithole/api-contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { toUser } from '../fixtures/users.ts';
import { mockDb } from '../store/db.ts';
import { nextId, takenFields, userByEmail, userByUsername, userOfToken } from './accounts.ts';
import { unauthorized } from './auth.ts';
import { handlerFor } from './contract.ts';
import { errorResponse } from './errors.ts';
import { firebaseIdentityOf } from './firebase-tokens.ts';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function duplicate(taken: Record<string, string[]>) {
  return HttpResponse.json(validationErrorBody('json', taken), { status: 422 });
}

/** POST /users, GET /users/un/{username}, GET /users/{email}, PUT /users/auth-id, GET /me. */
export const userHandlers: HttpHandler[] = [
  handlerFor(createUser, ({ body, token }) => {
    const taken = takenFields(body.username, body.email);
    const id = nextId(mockDb.users.all());
    if ('password' in body) {
      if (Object.keys(taken).length) return duplicate(taken);
      const user = mockDb.users.insert({
        id,
        username: body.username,
        email: body.email,
        password: body.password,
        about_me: body.about_me,
        avatar_url: null,
        auth_provider: body.auth_provider,
        firebase_uid: null,
        is_firebase_user: false,
        role: 'user',
      });
      return toUser(user);
    }
    // Social creation: only for the Firebase user the payload names, with its verified e-mail.
    const identity = firebaseIdentityOf(token);
    if (!identity) return unauthorized();
    if (
      identity.uid !== body.firebase_uid ||
      !identity.emailVerified ||
      !same(identity.email, body.email)
    ) {
      return errorResponse(403, 'The token does not belong to this account.');
    }
    if (Object.keys(taken).length) return duplicate(taken);
    return toUser(
      mockDb.users.insert({
        id,
        username: body.username,
        email: body.email,
        password: null,
        about_me: body.about_me,
        avatar_url: null,
        auth_provider: identity.provider,
        firebase_uid: body.firebase_uid,
        is_firebase_user: true,
        role: 'user',
      }),
    );
  }),

  handlerFor(getSignInMethod, ({ params }) => {
    const user = userByUsername(params.username);
    if (!user) return errorResponse(404);
    return { is_firebase_user: user.is_firebase_user, auth_provider: user.auth_provider };
  }),

  handlerFor(getUserByEmail, ({ params, token }) => {
    const identity = firebaseIdentityOf(token);
    if (!identity?.emailVerified || !same(identity.email, params.email)) {
      return errorResponse(403, 'Only the owner of this verified e-mail may look it up.');
    }
    const user = userByEmail(params.email);
    return user ? toUser(user) : errorResponse(404);
  }),

  handlerFor(linkAuthId, ({ body, token }) => {
    const identity = firebaseIdentityOf(token);
    const user = mockDb.users.get(Number(body.id));
    if (!user) return errorResponse(404);
    if (
      !identity?.emailVerified ||
      identity.uid !== body.firebase_uid ||
      !same(identity.email, user.email)
    ) {
      return errorResponse(403, 'The token does not belong to this account.');
    }
    const linked = mockDb.users.update(user.id, {
      firebase_uid: body.firebase_uid,
      is_firebase_user: true,
      // The first linked provider stays the account's provider (spec.md section 3).
      auth_provider: user.auth_provider ?? body.auth_provider ?? identity.provider,
    });
    return linked ? toUser(linked) : errorResponse(404);
  }),

  handlerFor(getMe, ({ token }) => {
    const user = userOfToken(token);
    return user ? toUser(user) : unauthorized();
  }),
];
