import { statSync } from 'node:fs';
import { PASSWORD_TOO_SHORT, ValidationErrorBodySchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getMe, postTokens, putTokens, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { MINUTE, testClock } from '../../helpers/clock.ts';
import { captureLogs } from '../../helpers/log-capture.ts';
import { outboxFiles, readMail, resetTokenIn } from '../../helpers/outbox.ts';

const time = testClock();
const logs = captureLogs();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seed: 'none', publicUrl: 'https://rabbithole.example' },
    // Four links for one address below: the per-address limit has its own test.
    { clock: time.clock, logger: logs.logger, authLimits: { resetRequestsPerEmail: 10 } },
  );
});

afterAll(async () => {
  await testApp.close();
});

const requestReset = (email: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/tokens/reset', payload: { email } });
const resetPassword = (token: string, password: string) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/tokens/reset',
    payload: { token, new_password: password },
  });

/** Asks for a reset of the address and returns the token from the mail it produced. */
async function mailedToken(email: string): Promise<string> {
  const before = new Set(outboxFiles(testApp.config.dataDir));
  expect((await requestReset(email)).statusCode).toBe(204);
  await testApp.app.passwordResets.idle();
  const added = outboxFiles(testApp.config.dataDir).filter((path) => !before.has(path));
  expect(added).toHaveLength(1);
  const mail = readMail(added[0]!);
  expect(mail).toContain('https://rabbithole.example/reset?token=');
  const token = resetTokenIn(mail);
  expect(token, mail).not.toBeNull();
  return token!;
}

const INVALID_TOKEN = {
  code: 422,
  message: 'Some values in the request are not valid.',
  errors: { json: { token: ['This reset link is invalid, used or expired. Ask for a new one.'] } },
};

describe('POST /api/tokens/reset', () => {
  it('answers 204 alike for a known and an unknown address; only the known one gets mail', async () => {
    await createAccount(testApp.app, 'Known', { email: 'known@example.test' });
    const known = await requestReset('KNOWN@example.test');
    const unknown = await requestReset('unknown@example.test');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect({ ...known.headers, 'x-request-id': '', date: '' }).toEqual({
      ...unknown.headers,
      'x-request-id': '',
      date: '',
    });
    await testApp.app.passwordResets.idle();
    const files = outboxFiles(testApp.config.dataDir);
    expect(files).toHaveLength(1);
    const path = files[0]!;
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const mail = readMail(path);
    // An RFC 5322 message a mail client opens: headers, CRLF line ends, the link in the body.
    expect(mail).toMatch(/^To: known@example\.test\r$/m);
    expect(mail).toMatch(/^From: Rabbithole <no-reply@rabbithole\.test>\r$/m);
    expect(mail).toMatch(/^Subject: Reset your Rabbithole password\r$/m);
    expect(mail).toContain('https://rabbithole.example/reset?token=');
    // The operator's only way to pass the link on without SMTP is the log.
    const link = /https:\/\/rabbithole\.example\/reset\?token=[\w-]+/.exec(mail)![0];
    const logged = logs.entries().find((entry) => entry.msg?.includes('written to the outbox'));
    expect(logged?.level).toBe(30);
    expect(logged?.msg).toContain(link);
  });

  it('answers 422 for an address that is not one', async () => {
    const response = await requestReset('not an address');
    expect(response.statusCode).toBe(422);
    expect(ValidationErrorBodySchema.parse(response.json()).errors.json).toHaveProperty('email');
  });
});

describe('PUT /api/tokens/reset', () => {
  it('sets the new password once and signs the account out everywhere', async () => {
    const account = await createAccount(testApp.app, 'Resetter');
    const session = await signIn(testApp.app, account);
    const token = await mailedToken(account.email);

    expect((await resetPassword(token, 'brand new')).statusCode).toBe(204);
    expect((await postTokens(testApp.app, 'Resetter', account.password)).statusCode).toBe(401);
    await signIn(testApp.app, { username: 'Resetter', password: 'brand new' });
    expect((await getMe(testApp.app, session)).statusCode).toBe(401);
    expect((await putTokens(testApp.app, session.refresh_token)).statusCode).toBe(401);

    const reused = await resetPassword(token, 'another one');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(INVALID_TOKEN);
    await signIn(testApp.app, { username: 'Resetter', password: 'brand new' });
  });

  it('refuses a link after its hour, and an earlier link once a later one was used', async () => {
    const account = await createAccount(testApp.app, 'Slow');
    const older = await mailedToken(account.email);
    const newer = await mailedToken(account.email);
    expect((await resetPassword(newer, 'from newer')).statusCode).toBe(204);
    expect((await resetPassword(older, 'from older')).json()).toEqual(INVALID_TOKEN);

    const late = await mailedToken(account.email);
    time.advance(59 * MINUTE);
    const stillGood = await mailedToken(account.email);
    time.advance(2 * MINUTE);
    expect((await resetPassword(late, 'too late')).json()).toEqual(INVALID_TOKEN);
    expect((await resetPassword(stillGood, 'in time')).statusCode).toBe(204);
    await signIn(testApp.app, { username: 'Slow', password: 'in time' });
  });

  it('refuses an unknown token and a password shorter than 3 characters with 422', async () => {
    expect((await resetPassword('made-up', 'whatever')).json()).toEqual(INVALID_TOKEN);
    const short = await resetPassword('made-up', 'ab');
    expect(short.statusCode).toBe(422);
    expect(ValidationErrorBodySchema.parse(short.json()).errors.json?.new_password).toEqual([
      PASSWORD_TOO_SHORT,
    ]);
  });
});
