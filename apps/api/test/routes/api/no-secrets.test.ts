import { TokenPairSchema } from '@rabbithole/api-contract';
import type { FirebaseAuthEmulatorClient } from '@rabbithole/test-support/firebase-emulator';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, refreshTokens, users } from '../../../src/db/schema/index.ts';
import { firebaseEmulator } from '../../firebase/emulator.ts';
import { basic, bearer } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { captureLogs } from '../../helpers/log-capture.ts';
import { outboxFiles, readMail, resetTokenIn } from '../../helpers/outbox.ts';
import { unique } from './social-accounts.ts';

/**
 * Acceptance 5 of issue 6: a walk through every answer of the session and users endpoints, as a
 * password user, a Google user and a guest, successes and refusals alike. No answer may carry a
 * password hash, a refresh-token or reset-token hash, or an e-mail address other than the
 * caller's own; no log line may carry a password, a token or a hash (the outbox link aside).
 */
type Caller = 'alice' | 'bob' | 'carol' | 'guest';
interface Recorded {
  caller: Caller;
  what: string;
  text: string;
}

const logs = captureLogs();
let emulator: FirebaseAuthEmulatorClient;
let testApp: TestApp;
const answers: Recorded[] = [];
/** Every password, token and ID token the walk used: none may reach a log line. */
const secrets = new Set<string>();

const emails: Record<Exclude<Caller, 'guest'>, string> = {
  alice: `${unique('alice')}@example.com`,
  bob: `${unique('bob')}@example.com`,
  carol: `${unique('carol')}@example.com`,
};
const passwords = { alice: 'alice pass phrase 1', bob: 'bob pass phrase 2' };

async function call(caller: Caller, options: InjectOptions & { url: string }) {
  const response = await testApp.app.inject(options);
  answers.push({
    caller,
    what: `${options.method ?? 'GET'} ${options.url} → ${response.statusCode}`,
    text: `${JSON.stringify(response.headers)}\n${response.body}`,
  });
  return response;
}

beforeAll(async () => {
  emulator = await firebaseEmulator();
  testApp = await buildTestApp(
    {
      seed: 'none',
      firebaseProjectId: emulator.projectId,
      firebaseAuthEmulatorHost: emulator.host,
    },
    { logger: logs.logger },
  );
  for (const password of Object.values(passwords)) secrets.add(password);
  // The emulator's first start and the app's both take long when the whole suite runs at once.
}, 300_000);

afterAll(async () => {
  // Unset when the start failed: that failure is the one to read.
  await (testApp as TestApp | undefined)?.close();
});

async function register(caller: 'alice' | 'bob', username: string, email = emails[caller]) {
  return call(caller, {
    method: 'POST',
    url: '/api/users',
    payload: {
      username,
      email,
      password: passwords[caller],
      about_me: '',
      auth_provider: 'web_client',
    },
  });
}

async function signIn(caller: 'alice' | 'bob', username: string, password = passwords[caller]) {
  const response = await call(caller, {
    method: 'POST',
    url: '/api/tokens',
    headers: { authorization: basic(username, password) },
  });
  if (response.statusCode !== 200) return null;
  const pair = TokenPairSchema.parse(response.json());
  secrets.add(pair.access_token).add(pair.refresh_token);
  return pair;
}

describe('the answers of the session and users endpoints', () => {
  it('walks every endpoint as a password user, a Google user and a guest', async () => {
    expect((await register('alice', 'Alice')).statusCode).toBe(201);
    expect((await register('bob', 'Bob')).statusCode).toBe(201);
    // Alice trying Bob's name and e-mail: the refusal names the fields, never the address.
    expect((await register('alice', 'bob', emails.bob)).statusCode).toBe(422);

    await call('guest', { url: '/api/users/un/Bob' });
    await call('guest', { url: '/api/users/un/nobody' });
    expect(await signIn('alice', 'Alice', 'wrong password')).toBeNull();
    expect(await signIn('alice', 'nobody', 'wrong password')).toBeNull();
    const alice = await signIn('alice', 'Alice');
    const bob = await signIn('bob', 'bob');
    if (!alice || !bob) throw new Error('sign-in failed');
    const bobRow = await testApp.app.usersRepository.findByUsername('Bob');

    await call('alice', { url: '/api/me', headers: bearer(alice.access_token) });
    await call('alice', { url: `/api/users/${emails.alice}`, headers: bearer(alice.access_token) });
    await call('alice', { url: `/api/users/${emails.bob}`, headers: bearer(alice.access_token) });
    await call('alice', {
      method: 'PUT',
      url: '/api/users/auth-id',
      headers: bearer(alice.access_token),
      payload: { id: String(bobRow?.id), firebase_uid: 'someone' },
    });

    const rotated = await call('alice', {
      method: 'PUT',
      url: '/api/tokens',
      payload: { refresh_token: alice.refresh_token },
    });
    secrets.add(TokenPairSchema.parse(rotated.json()).refresh_token);
    secrets.add(TokenPairSchema.parse(rotated.json()).access_token);
    await call('alice', {
      method: 'PUT',
      url: '/api/tokens',
      payload: { refresh_token: alice.refresh_token },
    });
    await call('bob', { method: 'DELETE', url: '/api/tokens', headers: bearer(bob.access_token) });
    await call('bob', { url: '/api/me', headers: bearer(bob.access_token) });

    // Password reset: asked for both, completed by Alice with the link from her mail.
    await call('guest', {
      method: 'POST',
      url: '/api/tokens/reset',
      payload: { email: emails.alice },
    });
    await call('guest', {
      method: 'POST',
      url: '/api/tokens/reset',
      payload: { email: 'nobody@example.com' },
    });
    await testApp.app.passwordResets.idle();
    const [mailFile] = outboxFiles(testApp.config.dataDir);
    const resetToken = resetTokenIn(readMail(mailFile ?? '')) ?? '';
    // Said in full when it fails: which mail (if any) arrived, the reset answers, and what the
    // server logged at warn or above.
    const why = JSON.stringify({
      outbox: outboxFiles(testApp.config.dataDir),
      mail: mailFile ? readMail(mailFile) : null,
      answers: answers.slice(-2).map((answer) => answer.what),
      problems: logs.entries().filter((entry) => entry.level >= 40),
    });
    expect(resetToken, why).not.toBe('');
    secrets.add(resetToken).add('alice new pass phrase');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await call('guest', {
        method: 'PUT',
        url: '/api/tokens/reset',
        payload: { token: resetToken, new_password: 'alice new pass phrase' },
      });
    }
    expect(await signIn('alice', 'Alice', 'alice new pass phrase')).not.toBeNull();

    // Carol signs in with Google: look-up, creation, /me; then tries Bob's address and account.
    const google = await emulator.signInWithGoogle({ sub: unique('g'), email: emails.carol });
    secrets.add(google.idToken);
    const carol = bearer(google.idToken);
    await call('carol', { url: `/api/users/${emails.carol}`, headers: carol });
    const created = await call('carol', {
      method: 'POST',
      url: '/api/users',
      headers: carol,
      payload: {
        firebase_uid: google.uid,
        username: emails.carol,
        email: emails.carol,
        about_me: 'Carol',
      },
    });
    expect(created.statusCode).toBe(201);
    await call('carol', { url: '/api/me', headers: carol });
    await call('carol', { url: `/api/users/${emails.carol}`, headers: carol });
    await call('carol', { url: `/api/users/${emails.bob}`, headers: carol });
    await call('carol', {
      method: 'PUT',
      url: '/api/users/auth-id',
      headers: carol,
      payload: { id: String(bobRow?.id), firebase_uid: google.uid },
    });
    await call('carol', { method: 'DELETE', url: '/api/tokens', headers: carol });

    const statuses = new Set(answers.map((answer) => Number(answer.what.split('→ ')[1])));
    expect([...statuses].sort()).toEqual([200, 201, 204, 401, 403, 404, 422]);
  });

  it('carry no password hash, no token hash and no other user’s e-mail', async () => {
    const { db } = testApp.app;
    const hashes = [
      ...(await db.select({ hash: users.password_hash }).from(users)).map((row) => row.hash),
      ...(await db.select({ hash: refreshTokens.token_hash }).from(refreshTokens)).map(
        (row) => row.hash,
      ),
      ...(await db.select({ hash: passwordResetTokens.token_hash }).from(passwordResetTokens)).map(
        (row) => row.hash,
      ),
    ].filter((hash): hash is string => hash !== null);
    expect(hashes.length).toBeGreaterThan(5);
    for (const answer of answers) {
      const text = answer.text.toLowerCase();
      expect(text, answer.what).not.toContain('$argon2');
      for (const hash of hashes) expect(text, answer.what).not.toContain(hash.toLowerCase());
      for (const [owner, email] of Object.entries(emails)) {
        if (owner !== answer.caller) expect(text, answer.what).not.toContain(email.toLowerCase());
      }
    }
  });

  it('left no password, token or hash in any log line but the outbox link', async () => {
    const hashes = (await testApp.app.db.select({ hash: users.password_hash }).from(users)).flatMap(
      (row) => (row.hash ? [row.hash] : []),
    );
    const lines = logs.lines.filter((line) => !line.includes('written to the outbox'));
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(line).not.toContain('$argon2');
      for (const secret of [...secrets, ...hashes]) expect(line).not.toContain(secret);
      expect(line.toLowerCase()).not.toContain('authorization');
    }
    // The exception holds the link, and only in outbox mode (no SMTP_URL).
    const outboxLines = logs.lines.filter((line) => line.includes('written to the outbox'));
    expect(outboxLines).toHaveLength(1);
  });
});
