import { ErrorBodySchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, postTokens, putTokens, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

// rate-limiter-flexible keeps its own time, so windows here are real seconds, kept short.
const WINDOW_SECONDS = 2;

function expectTooMany(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  const body = ErrorBodySchema.parse(response.json());
  expect(body).toMatchObject({ code: 429, message: 'Too Many Requests' });
  expect(body.description).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
  return retryAfter;
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

describe('with the configured limits (AUTH_LIMITS)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: 'none' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('20 parallel wrong passwords: 401s up to the limit, then 429, while other users sign in', async () => {
    const { app } = testApp;
    await createAccount(app, 'Target');
    const bystander = await createAccount(app, 'Bystander');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => postTokens(app, 'Target', `guess ${index}`)),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    for (const response of answers.filter((answer) => answer.statusCode === 429)) {
      expect(expectTooMany(response)).toBeLessThanOrEqual(15 * 60);
    }
    await signIn(app, bystander);
  });
});

describe('with short windows', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(
      { seed: 'none' },
      {
        authLimits: {
          failuresPerUsername: 3,
          failuresPerAddress: 6,
          failureWindowSeconds: WINDOW_SECONDS,
          resetRequestsPerEmail: 2,
          resetRequestsPerAddress: 4,
          resetWindowSeconds: WINDOW_SECONDS,
          refreshesPerAddressPerMinute: 3,
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('locks a username after its failures, even for the right password, until the window ends', async () => {
    const { app } = testApp;
    const locked = await createAccount(app, 'Locked');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postTokens(app, 'Locked', 'wrong')).statusCode).toBe(401);
    }
    expectTooMany(await postTokens(app, 'locked', 'wrong'));
    expectTooMany(await postTokens(app, 'Locked', locked.password));
    await pause(WINDOW_SECONDS + 0.2);
    await signIn(app, locked);
  });

  it('clears a username’s failures when it signs in', async () => {
    const { app } = testApp;
    const forgetful = await createAccount(app, 'Forgetful');
    for (let round = 0; round < 2; round += 1) {
      expect((await postTokens(app, 'Forgetful', 'wrong')).statusCode).toBe(401);
      expect((await postTokens(app, 'Forgetful', 'wrong')).statusCode).toBe(401);
      await signIn(app, forgetful);
    }
    await pause(WINDOW_SECONDS + 0.2);
  });

  it('limits failures from one address across usernames', async () => {
    const { app } = testApp;
    const someone = await createAccount(app, 'Someone');
    for (let index = 0; index < 6; index += 1) {
      expect((await postTokens(app, `sprayed${index}`, 'password')).statusCode).toBe(401);
    }
    expectTooMany(await postTokens(app, 'sprayed-next', 'password'));
    expectTooMany(await postTokens(app, 'Someone', someone.password));
    await pause(WINDOW_SECONDS + 0.2);
    await signIn(app, someone);
  });

  it('limits reset requests per e-mail and per address', async () => {
    const { app } = testApp;
    const reset = (email: string) =>
      app.inject({ method: 'POST', url: '/api/tokens/reset', payload: { email } });
    expect((await reset('a@example.test')).statusCode).toBe(204);
    expect((await reset('A@example.test')).statusCode).toBe(204);
    expectTooMany(await reset('a@example.test'));
    expect((await reset('b@example.test')).statusCode).toBe(204);
    expectTooMany(await reset('c@example.test'));
    await app.passwordResets.idle();
    await pause(WINDOW_SECONDS + 0.2);
  });

  it('limits refreshes per address', async () => {
    const { app } = testApp;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await putTokens(app, 'nothing')).statusCode).toBe(401);
    }
    expectTooMany(await putTokens(app, 'nothing'));
  });
});
