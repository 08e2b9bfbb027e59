import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertMockCatalog } from '../../contract/mock-catalog.ts';
import { createAccount, getMe, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { problemsOf } from './answer-checks.ts';
import { unusableAuthorizations } from './bad-credentials.ts';
import { databaseDigest } from './database-digest.ts';
import {
  rejectedRequestOf,
  validShapedRequestOf,
  type BadCredentials,
  type Caller,
  type FuzzRequest,
} from './fuzz-requests.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';

// Property-based fuzzing of every operation of the server's own /api/openapi.json (issue 12):
// hostile requests must all be refused with a 4xx and change nothing in the database;
// valid-shaped ones with nasty text may succeed or be refused, but never answer 5xx. Every answer
// is checked for design.md's error shape, parseable JSON and leaks. One seed per run, printed:
// FUZZ_SEED=<seed> replays a run; FUZZ_RUNS scales the cases per operation.

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let testApp: TestApp;
let operations: Operation[];
let bad: BadCredentials;
const fuzzer = { username: 'fuzzer', password: 'fuzzer password' };
const signedIn: Caller = { authorization: null };
const signedOut: Caller = { authorization: null };
const counts = { cases: 0, refused: 0 };

beforeAll(async () => {
  console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
  testApp = await buildTestApp(
    { seed: 'none', adminUsers: [fuzzer.username] },
    {
      // Past a limit a call is refused (429) before its handler runs, and the fuzz sends
      // thousands from one address: every limit is raised so the values reach the handlers,
      // and the fuzz's own wrong passwords (for "fuzzer" too) do not lock out the sign-in that
      // follows each DELETE /api/tokens.
      authLimits: {
        commentWritesPerUserPerMinute: 100_000,
        setLikesPerUserPerMinute: 100_000,
        failuresPerUsername: 100_000,
        failuresPerAddress: 100_000,
        signInMethodLookupsPerAddressPerMinute: 100_000,
        registrationsPerAddressPerHour: 100_000,
        refreshesPerAddressPerMinute: 100_000,
        resetRequestsPerEmail: 100_000,
        resetRequestsPerAddress: 100_000,
      },
    },
  );
  await insertMockCatalog(testApp.app.db);
  await createAccount(testApp.app, fuzzer.username, { password: fuzzer.password });
  await signInAgain();
  bad = { authorizations: await unusableAuthorizations(testApp) };
  operations = await operationsOf(testApp.app);
});

afterAll(async () => {
  console.log(
    `fuzz: ${counts.cases} cases run, ${counts.refused} hostile ones refused, ` +
      `${operations.length} operations, seed ${SEED}`,
  );
  await testApp.close();
});

async function signInAgain() {
  const { access_token } = await signIn(testApp.app, fuzzer);
  signedIn.authorization = `Bearer ${access_token}`;
}

/** A call that ends the fuzzer's session (DELETE /api/tokens) must not blind the rest. */
async function keepSignedIn() {
  const me = await getMe(testApp.app, { access_token: signedIn.authorization!.slice(7) });
  if (me.statusCode === 401) await signInAgain();
}

async function send(request: FuzzRequest) {
  counts.cases += 1;
  return testApp.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

function described(request: FuzzRequest, status: number, problems: string[]): string {
  const payload = request.payload === undefined ? '' : ` ${request.payload.slice(0, 300)}`;
  return (
    `${request.method} ${request.url.slice(0, 300)}${payload} [${request.hostility || 'valid'}]` +
    ` → ${status}: ${problems.join('; ')}`
  );
}

it('refuses every hostile request with a 4xx in shape, leaking nothing, and the database stays as it was', async () => {
  const before = await databaseDigest(testApp.app);
  for (const caller of [signedIn, signedOut]) {
    for (const operation of operations) {
      const arbitrary = rejectedRequestOf(operation, caller, bad);
      if (!arbitrary) continue;
      const property = fc.asyncProperty(arbitrary, async (request) => {
        const response = await send(request);
        const problems = problemsOf(response, request.echoes);
        const status = response.statusCode;
        if (status < 400) problems.push(`accepted (${status}) though ${request.hostility}`);
        if (problems.length) throw new Error(described(request, status, problems));
        counts.refused += 1;
      });
      await fc.assert(property, { seed: SEED, numRuns: RUNS * 2 });
    }
  }
  expect(await databaseDigest(testApp.app)).toEqual(before);
});

it('answers every valid-shaped request with nasty values below 500, in shape, leaking nothing', async () => {
  for (const caller of [signedIn, signedOut]) {
    for (const operation of operations) {
      const property = fc.asyncProperty(
        validShapedRequestOf(operation, caller),
        async (request) => {
          const response = await send(request);
          const problems = problemsOf(response, request.echoes);
          if (problems.length) throw new Error(described(request, response.statusCode, problems));
        },
      );
      await fc.assert(property, { seed: SEED, numRuns: RUNS });
      await keepSignedIn();
    }
  }
});

it('answers bursts of concurrent valid-shaped writes below 500, in shape, leaking nothing', async () => {
  // Races (two toggles of one favourite, queue changes crossing) are where unique keys and
  // serialization fail: a burst of writes at once, from one user, as a double-click sends them.
  const writes = operations.filter((operation) => operation.method !== 'GET');
  const write = fc.oneof(...writes.map((operation) => validShapedRequestOf(operation, signedIn)));
  // Each request sent one to four times at once: the same toggle twice is the race to lose.
  const burst = fc
    .array(fc.tuple(write, fc.integer({ min: 1, max: 4 })), { minLength: 2, maxLength: 5 })
    .map((groups) => groups.flatMap(([request, times]) => Array<FuzzRequest>(times).fill(request)));
  const property = fc.asyncProperty(burst, async (requests) => {
    const responses = await Promise.all(requests.map(send));
    const problems = responses.flatMap((response, index) => {
      const request = requests[index]!;
      const found = problemsOf(response, request.echoes);
      return found.length ? [described(request, response.statusCode, found)] : [];
    });
    if (problems.length) throw new Error(problems.join('\n'));
    await keepSignedIn();
  });
  await fc.assert(property, { seed: SEED, numRuns: RUNS * 2 });
});
