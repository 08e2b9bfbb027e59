import {
  createUser,
  getSignInMethod,
  getUserByEmail,
  linkAuthId,
  validationErrorBody,
} from '@rabbithole/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashPassword } from '../../../auth/passwords.ts';
import { contractRoute } from '../../../contract-route.ts';
import {
  UserConflictError,
  type NewUser,
  type UserRow,
} from '../../../plugins/app/users/users-repository.ts';
import { sameEmail, verifiedFirebaseCaller } from './firebase-caller.ts';

/** What each field collides with, in the words the 422 body carries (the client reads the keys). */
const TAKEN: Record<UserConflictError['fields'][number], string> = {
  username: 'This username is already taken.',
  email: 'This email is already taken.',
  firebase_uid: 'This sign-in is already linked to another account.',
};

/**
 * `/api/users…`: registration, social creation and linking, and the look-ups the login and the
 * social sign-in make (spec.md sections 3, 4 and 7). Social creation and linking trust only what a
 * verified Firebase ID token says: its uid, and its e-mail when the provider verified it.
 */
export default async function usersRoutes(app: FastifyInstance) {
  const { usersRepository: users } = app;

  async function created(reply: FastifyReply, user: NewUser) {
    let row: UserRow;
    try {
      row = await users.create(user);
    } catch (error) {
      if (!(error instanceof UserConflictError)) throw error;
      const fields = Object.fromEntries(error.fields.map((field) => [field, [TAKEN[field]]]));
      return reply.code(422).send(validationErrorBody('json', fields));
    }
    return reply.code(201).send(users.toUser(row));
  }

  contractRoute(app, createUser, async (request, reply) => {
    const { body } = request;
    await app.rateLimits.enforce('registrationsPerAddress', request.ip);
    if (body.auth_provider === 'web_client') {
      // Registration does not sign in: the client asks POST /api/tokens next (spec.md 4).
      return created(reply, {
        username: body.username,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        aboutMe: body.about_me,
        authProvider: 'web_client',
      });
    }
    const identity = verifiedFirebaseCaller(request, 'create a social account');
    if (identity.uid !== body.firebase_uid) {
      throw app.httpErrors.forbidden('The Firebase uid is not the one your sign-in carries.');
    }
    if (!sameEmail(identity.email, body.email)) {
      throw app.httpErrors.forbidden('The e-mail is not the one your sign-in verified.');
    }
    return created(reply, {
      username: body.username,
      email: body.email,
      passwordHash: null,
      aboutMe: body.about_me,
      authProvider: identity.provider,
      firebaseUid: identity.uid,
    });
  });

  contractRoute(app, getSignInMethod, async (request) => {
    // Anyone may ask (the login form does, before the password), so the answer says nothing about
    // who the user is, and the per-address limit keeps it from being a username oracle at scale.
    await app.rateLimits.enforce('signInMethodLookupsPerAddress', request.ip);
    const row = await users.findByUsername(request.params.username);
    if (!row) throw app.httpErrors.notFound('No account has this username.');
    const { is_firebase_user, auth_provider } = users.toUser(row);
    return { is_firebase_user, auth_provider };
  });

  contractRoute(app, getUserByEmail, async (request) => {
    const { email } = request.params;
    const { auth } = request;
    // Refused before looking, so the answer never says whether someone else's address is known.
    if (auth?.kind === 'session') {
      const own = await users.findById(auth.userId);
      if (!own || !sameEmail(own.email, email)) {
        throw app.httpErrors.forbidden('You may look up only your own e-mail address.');
      }
      return users.toUser(own);
    }
    const identity = verifiedFirebaseCaller(request, 'look up an account by e-mail');
    if (!sameEmail(identity.email, email)) {
      throw app.httpErrors.forbidden('You may look up only the e-mail your sign-in verified.');
    }
    const row = await users.findByEmail(email);
    if (!row) throw app.httpErrors.notFound('No account has this e-mail yet.');
    return users.toUser(row);
  });

  contractRoute(app, linkAuthId, async (request, reply) => {
    const identity = verifiedFirebaseCaller(request, 'link its uid to an account');
    const { id, firebase_uid } = request.body;
    if (identity.uid !== firebase_uid) {
      throw app.httpErrors.forbidden('The Firebase uid is not the one your sign-in carries.');
    }
    const account = await users.findById(Number(id));
    if (!account) throw app.httpErrors.notFound('No account has this id.');
    // The one rule of linking (design.md 2): a verified e-mail proves the account is yours.
    if (!sameEmail(identity.email, account.email)) {
      throw app.httpErrors.forbidden(
        'This account does not have the e-mail your sign-in verified.',
      );
    }
    try {
      // The provider comes from the token, never from the body: the client may only ask.
      const linked = await users.linkFirebaseUid(account.id, identity.uid, identity.provider);
      if (!linked) throw app.httpErrors.notFound('No account has this id.');
      return users.toUser(linked);
    } catch (error) {
      if (!(error instanceof UserConflictError)) throw error;
      return reply
        .code(422)
        .send(validationErrorBody('json', { firebase_uid: [TAKEN.firebase_uid] }));
    }
  });
}
