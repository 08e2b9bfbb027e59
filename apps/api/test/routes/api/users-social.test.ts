import { SignInMethodSchema } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { socialTestApp, unique, userOf } from './social-accounts.ts';

const social = socialTestApp();

/** spec.md 4: look the user up by e-mail; create it when not found. */
async function firstSignIn(email: string, name = 'Dee Jay') {
  const google = await social.emulator.signInWithGoogle({ sub: unique('google'), email, name });
  expect((await social.calls.lookUp(google.idToken, email)).statusCode).toBe(404);
  const user = userOf(
    await social.calls.create(google.idToken, {
      firebase_uid: google.uid,
      username: email,
      email,
      about_me: name,
    }),
    201,
  );
  return { google, user };
}

describe('social sign-in against the Firebase Auth emulator', () => {
  it('first sign-in: the e-mail look-up answers 404, then creation makes a Google account that GET /api/me returns', async () => {
    const email = `${unique('first')}@example.com`;
    const { google, user } = await firstSignIn(email);
    expect(user).toMatchObject({
      username: email,
      email,
      about_me: 'Dee Jay',
      auth_provider: 'google',
      firebase_uid: google.uid,
      is_firebase_user: true,
      role: 'user',
    });

    expect(userOf(await social.calls.me(google.idToken))).toEqual(user);
    expect(userOf(await social.calls.lookUp(google.idToken, email.toUpperCase()))).toEqual(user);
    const method = await social.testApp.app.inject({
      url: `/api/users/un/${encodeURIComponent(email)}`,
    });
    expect(z.strictObject(SignInMethodSchema.shape).parse(method.json())).toEqual({
      is_firebase_user: true,
      auth_provider: 'google',
    });
  });

  it('a new uid with the same verified e-mail updates the link; the old uid no longer opens the account', async () => {
    const email = `${unique('relink')}@example.com`;
    const { google: before, user } = await firstSignIn(email);
    // The Firebase user is deleted (say, the project was reset): signing in again makes a new uid.
    await social.emulator.deleteUser(before.uid);
    const after = await social.emulator.signInWithGoogle({ sub: unique('google'), email });
    expect(after.uid).not.toBe(before.uid);

    const found = userOf(await social.calls.lookUp(after.idToken, email));
    expect(found.firebase_uid).toBe(before.uid);
    const linked = userOf(
      await social.calls.link(after.idToken, {
        id: String(found.id),
        firebase_uid: after.uid,
        auth_provider: 'google',
      }),
    );
    expect(linked).toEqual({ ...user, firebase_uid: after.uid });
    expect(userOf(await social.calls.me(after.idToken)).id).toBe(user.id);
    expect((await social.calls.me(before.idToken)).statusCode).toBe(401);
  });

  it('links Google to a password account with that verified e-mail, keeping its first provider', async () => {
    const email = `${unique('pw')}@example.com`;
    const account = userOf(await social.calls.register(unique('Pat'), email), 201);
    const google = await social.emulator.signInWithGoogle({ sub: unique('google'), email });

    expect(userOf(await social.calls.lookUp(google.idToken, email)).id).toBe(account.id);
    const linked = userOf(
      await social.calls.link(google.idToken, {
        id: String(account.id),
        firebase_uid: google.uid,
        auth_provider: 'google',
      }),
    );
    expect(linked).toEqual({ ...account, firebase_uid: google.uid, is_firebase_user: true });
    expect(userOf(await social.calls.me(google.idToken)).id).toBe(account.id);
  });

  it('takes the provider from the token, not from the body', async () => {
    const email = `${unique('prov')}@example.com`;
    const google = await social.emulator.signInWithGoogle({ sub: unique('google'), email });
    const user = userOf(
      await social.calls.create(google.idToken, {
        firebase_uid: google.uid,
        username: email,
        email,
        about_me: '',
      }),
      201,
    );
    expect(user.auth_provider).toBe('google');
    const relinked = userOf(
      await social.calls.link(google.idToken, {
        id: String(user.id),
        firebase_uid: google.uid,
        auth_provider: 'internal',
      }),
    );
    expect(relinked.auth_provider).toBe('google');
  });

  it('answers 422 naming the e-mail when an account already has it, and the uid when linked elsewhere', async () => {
    const email = `${unique('dup')}@example.com`;
    await social.calls.register(unique('Dup'), email);
    const google = await social.emulator.signInWithGoogle({ sub: unique('google'), email });
    const body = { firebase_uid: google.uid, username: email, email, about_me: '' };
    const taken = await social.calls.create(google.idToken, body);
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json<{ errors: { json: object } }>().errors.json)).toEqual(['email']);

    const other = `${unique('dup2')}@example.com`;
    const created = await firstSignIn(other);
    const again = await social.calls.create(created.google.idToken, {
      firebase_uid: created.google.uid,
      username: unique('other-name'),
      email: other,
      about_me: '',
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json<{ errors: { json: object } }>().errors.json).sort()).toEqual([
      'email',
      'firebase_uid',
    ]);
  });
});
