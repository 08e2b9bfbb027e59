import { ErrorBodySchema } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../helpers/accounts.ts';
import { buildTestApp } from '../../helpers/build-app.ts';
import { socialCalls, socialTestApp, unique, userOf } from './social-accounts.ts';

const social = socialTestApp();

function expectStatus(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(ErrorBodySchema.parse(response.json()).code).toBe(status);
}

/** A password account someone else might try to take. */
async function victim() {
  const email = `${unique('victim')}@example.com`;
  const username = unique('Vic');
  const user = userOf(await social.calls.register(username, email), 201);
  return { user, email, username };
}

describe('what a social caller may not do', () => {
  it.each([
    ['a Google sign-in Google did not verify', 'google'],
    ['an e-mail/password Firebase user', 'password'],
  ])(
    'an unverified e-mail (%s) cannot look up, create or take over the account with that address',
    async (_, kind) => {
      const { user, email } = await victim();
      const attacker =
        kind === 'google'
          ? await social.emulator.signInWithGoogle({
              sub: unique('g'),
              email,
              emailVerified: false,
            })
          : await social.emulator.createUser({ email, emailVerified: false });
      expectStatus(await social.calls.lookUp(attacker.idToken, email), 403);
      expectStatus(
        await social.calls.link(attacker.idToken, {
          id: String(user.id),
          firebase_uid: attacker.uid,
        }),
        403,
      );
      expectStatus(
        await social.calls.create(attacker.idToken, {
          firebase_uid: attacker.uid,
          username: unique('squat'),
          email,
          about_me: '',
        }),
        403,
      );
      const stored = await social.testApp.app.usersRepository.findById(user.id);
      expect(stored?.firebase_uid).toBeNull();
    },
  );

  it('an unverified e-mail cannot create an account for a new address either', async () => {
    const email = `${unique('unverified')}@example.com`;
    const google = await social.emulator.signInWithGoogle({
      sub: unique('g'),
      email,
      emailVerified: false,
    });
    const body = { firebase_uid: google.uid, username: email, email, about_me: '' };
    expectStatus(await social.calls.create(google.idToken, body), 403);
    expect(await social.testApp.app.usersRepository.findByEmail(email)).toBeNull();
  });

  it('social creation with a token for another e-mail, or another uid, is refused (403)', async () => {
    const mine = `${unique('mine')}@example.com`;
    const google = await social.emulator.signInWithGoogle({ sub: unique('g'), email: mine });
    const theirs = `${unique('theirs')}@example.com`;
    expectStatus(
      await social.calls.create(google.idToken, {
        firebase_uid: google.uid,
        username: theirs,
        email: theirs,
        about_me: '',
      }),
      403,
    );
    expectStatus(
      await social.calls.create(google.idToken, {
        firebase_uid: unique('someone-elses-uid'),
        username: mine,
        email: mine,
        about_me: '',
      }),
      403,
    );
    expect(await social.testApp.app.usersRepository.findByEmail(theirs)).toBeNull();
  });

  it('social creation needs a Firebase Bearer: none → 401 with a challenge, a session of ours → 403', async () => {
    const email = `${unique('nobearer')}@example.com`;
    const body = { firebase_uid: unique('uid'), username: email, email, about_me: '' };
    const none = await social.calls.create(null, body);
    expectStatus(none, 401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);

    const { username } = await victim();
    const pair = await signIn(social.testApp.app, { username, password: 'abc' });
    expectStatus(await social.calls.create(pair.access_token, body), 403);
  });

  it("another account's e-mail cannot be looked up, by a Firebase or a session Bearer (403)", async () => {
    const { email: theirs } = await victim();
    const google = await social.emulator.signInWithGoogle({
      sub: unique('g'),
      email: `${unique('nosy')}@example.com`,
    });
    expectStatus(await social.calls.lookUp(google.idToken, theirs), 403);
    // Refused the same way for an address no account has: the answer says nothing about who exists.
    expectStatus(await social.calls.lookUp(google.idToken, `${unique('nobody')}@example.com`), 403);

    const me = await victim();
    const pair = await signIn(social.testApp.app, { username: me.username, password: 'abc' });
    expectStatus(await social.calls.lookUp(pair.access_token, theirs), 403);
    expect(userOf(await social.calls.lookUp(pair.access_token, me.email.toUpperCase())).id).toBe(
      me.user.id,
    );
    expectStatus(await social.calls.lookUp(null, theirs), 401);
  });

  it("a uid cannot be linked to someone else's account (403), nor a uid the token does not carry", async () => {
    const { user } = await victim();
    const mallory = await social.emulator.signInWithGoogle({
      sub: unique('g'),
      email: `${unique('mallory')}@example.com`,
    });
    expectStatus(
      await social.calls.link(mallory.idToken, { id: String(user.id), firebase_uid: mallory.uid }),
      403,
    );

    const own = await social.emulator.signInWithGoogle({
      sub: unique('g'),
      email: `${unique('own')}@example.com`,
    });
    const account = userOf(
      await social.calls.create(own.idToken, {
        firebase_uid: own.uid,
        username: own.email,
        email: own.email,
      }),
      201,
    );
    expectStatus(
      await social.calls.link(own.idToken, { id: String(account.id), firebase_uid: mallory.uid }),
      403,
    );
    const stored = await social.testApp.app.usersRepository.findById(user.id);
    expect(stored?.firebase_uid).toBeNull();
  });

  it('linking answers 404 for an unknown id, 401 without a Bearer, 403 for a session of ours', async () => {
    const google = await social.emulator.signInWithGoogle({
      sub: unique('g'),
      email: `${unique('l')}@example.com`,
    });
    expectStatus(
      await social.calls.link(google.idToken, { id: '999999', firebase_uid: google.uid }),
      404,
    );
    expectStatus(await social.calls.link(null, { id: '1', firebase_uid: google.uid }), 401);

    const { user, username } = await victim();
    const pair = await signIn(social.testApp.app, { username, password: 'abc' });
    expectStatus(
      await social.calls.link(pair.access_token, { id: String(user.id), firebase_uid: 'x' }),
      403,
    );
  });

  it('refuses a Bearer that is not a token at all (401), and a bad id or e-mail (422)', async () => {
    expectStatus(
      await social.testApp.app.inject({ url: '/api/me', headers: bearer('garbage') }),
      401,
    );
    const google = await social.emulator.signInWithGoogle({
      sub: unique('g'),
      email: `${unique('v')}@example.com`,
    });
    expect(
      (await social.calls.link(google.idToken, { id: 'one', firebase_uid: google.uid })).statusCode,
    ).toBe(422);
    expect((await social.calls.lookUp(google.idToken, 'not-an-address')).statusCode).toBe(422);
  });
});

describe('which Firebase project the server trusts', () => {
  it('refuses a token issued for another Firebase project (401)', async () => {
    const other = await buildTestApp({
      seed: 'none',
      firebaseProjectId: 'demo-another-project',
      firebaseAuthEmulatorHost: social.emulator.host,
    });
    try {
      const email = `${unique('proj')}@example.com`;
      const google = await social.emulator.signInWithGoogle({ sub: unique('g'), email });
      expectStatus(await socialCalls(other.app).lookUp(google.idToken, email), 401);
    } finally {
      await other.close();
    }
  });

  it('with no Firebase project configured, refuses Firebase Bearers (401) and still serves everything else', async () => {
    const off = await buildTestApp({ seed: 'none', firebaseProjectId: null });
    try {
      const offCalls = socialCalls(off.app);
      const email = `${unique('off')}@example.com`;
      const google = await social.emulator.signInWithGoogle({ sub: unique('g'), email });
      const refused = await offCalls.lookUp(google.idToken, email);
      expectStatus(refused, 401);
      expect(refused.headers['www-authenticate']).toMatch(/invalid_token/);
      expectStatus(await offCalls.me(google.idToken), 401);
      expectStatus(
        await offCalls.create(google.idToken, { firebase_uid: google.uid, username: email, email }),
        401,
      );

      const username = unique('Off');
      userOf(await offCalls.register(username, email), 201);
      const pair = await signIn(off.app, { username, password: 'abc' });
      expect(userOf(await offCalls.me(pair.access_token)).username).toBe(username);
    } finally {
      await off.close();
    }
  });
});
