import { NotificationsPageSchema, PostSchema, QueueSchema } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMockCatalog } from '../../contract/mock-catalog.ts';
import { createAccount, getMe, signIn, type Account } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { newCaller, type Caller } from '../../routes/api/engagement-fixture.ts';
import {
  ID_TRACK,
  insertReleaseFixture,
  OTHER_ID,
  OTHER_TRACK,
  RELEASED,
  released,
  watch,
} from '../../routes/api/id-release-fixture.ts';
import { problemsOf } from './answer-checks.ts';
import { AUTHORIZATION_MATRIX, type Call, type OwnerResources } from './authorization-matrix.ts';
import { unusableAuthorizations } from './bad-credentials.ts';
import { databaseDigest, userDigest } from './database-digest.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';

// The authorization matrix of issue 12, driven by /api/openapi.json: every operation that needs
// someone is called signed out and with tokens that identify no one (expired, forged, unsigned,
// malformed) and answers 401; one that names another user's data answers the contract's 403 to
// a stranger; an admin operation answers 403 to a user who is not one. After each denial the
// owner's rows are as they were, and after each operation's denials the whole database is.

let testApp: TestApp;
let operations: Map<string, Operation>;
let owner: OwnerResources;
let unusable: string[];
const bearers = { owner: '', stranger: '' };
let stranger: Account;
let denials = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none', adminUsers: ['admin'] });
  const { app } = testApp;
  await insertMockCatalog(app.db);
  await insertReleaseFixture(app.db);
  // Created first, so user 1 is the owner: the unusable tokens all claim to speak for them.
  const ownerAccount = await createAccount(app, 'owner');
  stranger = await createAccount(app, 'stranger');
  const admin = await newCaller(app, 'admin');
  bearers.owner = `Bearer ${(await signIn(app, ownerAccount)).access_token}`;
  await signInStranger();
  owner = await ownerResources(ownerAccount, admin);
  unusable = await unusableAuthorizations(testApp);
  operations = new Map(
    (await operationsOf(app)).map((operation) => [operation.operationId, operation]),
  );
});

afterAll(async () => {
  console.log(`authorization matrix: ${denials} denials checked`);
  await testApp.close();
});

async function signInStranger() {
  bearers.stranger = `Bearer ${(await signIn(testApp.app, stranger)).access_token}`;
}

/** What the owner has made through the API: a comment, a queue, a notification. */
async function ownerResources(account: Account, admin: Caller): Promise<OwnerResources> {
  const post = PostSchema.parse(
    (
      await call('POST', '/api/posts', bearers.owner, { body: { text: 'Mine', set_meta_id: 1 } })
    ).json(),
  );
  await call('POST', '/api/queue', bearers.owner, { body: { set_meta_id: 1 } });
  const queue = QueueSchema.parse(
    (await call('POST', '/api/queue', bearers.owner, { body: { set_meta_id: 2 } })).json(),
  );
  await call('PUT', '/api/favs/set/1', bearers.owner, {});
  await watch(testApp.app.db, account.user.id, ID_TRACK);
  await released(testApp.app, ID_TRACK, RELEASED, admin);
  const notifications = NotificationsPageSchema.parse(
    (await call('GET', '/api/notifications', bearers.owner, {})).json(),
  );
  return {
    ownerId: account.user.id,
    ownerEmail: account.email,
    postId: post.id,
    queueItemId: queue.data[0]!.id,
    notificationId: notifications.data[0]!.id,
    idTrackId: OTHER_ID,
    trackId: OTHER_TRACK,
  };
}

function call(method: string, path: string, authorization: string | null, { query, body }: Call) {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return testApp.app.inject({
    method: method as 'GET',
    url: `${path}${search}`,
    headers: authorization === null ? {} : { authorization },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

function urlOf(operation: Operation, { params = {} }: Call): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** The owner's rows before the operation's denials: each denial must leave them so. */
let ownerRows: Record<string, string>;

/** Calls as `who`, expects `status` and an answer in shape, and the owner's rows untouched. */
async function expectDenied(operation: Operation, shape: Call, who: string | null, status: number) {
  const response = await call(operation.method, urlOf(operation, shape), who, shape);
  const label = `${operation.operationId} as ${who?.slice(0, 40) ?? 'nobody'}`;
  expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
  expect(problemsOf(response, []), label).toEqual([]);
  expect(await userDigest(testApp.app, owner.ownerId), label).toEqual(ownerRows);
  denials += 1;
}

/** A call that ends the stranger's session (DELETE /api/tokens) must not blind the rest. */
async function keepStrangerSignedIn() {
  const me = await getMe(testApp.app, { access_token: bearers.stranger.slice('Bearer '.length) });
  if (me.statusCode === 401) await signInStranger();
}

it('has a row for every operation of /api/openapi.json, and none for one it does not have', () => {
  expect([...operations.keys()].sort()).toEqual(Object.keys(AUTHORIZATION_MATRIX).sort());
});

it('lets no operation that needs a Bearer or credentials in the document be open to anyone here', () => {
  const loose = Object.entries(AUTHORIZATION_MATRIX)
    .filter(([operationId, row]) => row.who === 'anyone' && operations.has(operationId))
    .filter(([operationId]) => {
      const operation = operations.get(operationId)!;
      return operation.needsBearer || operation.needsBasic;
    });
  expect(loose.map(([operationId]) => operationId)).toEqual([]);
});

describe.each(Object.entries(AUTHORIZATION_MATRIX).filter(([, row]) => row.who !== 'anyone'))(
  '%s',
  (operationId, row) => {
    it(`is denied to ${row.who === 'admin' ? 'non-admins, ' : ''}strangers and the signed out, changing nothing`, async () => {
      const operation = operations.get(operationId);
      expect(operation, `${operationId} is in /api/openapi.json`).toBeDefined();
      if (!operation || row.who === 'anyone') return;
      const everything = await databaseDigest(testApp.app);
      ownerRows = await userDigest(testApp.app, owner.ownerId);
      const shape = row.call(owner);
      if (row.who === 'body credential') {
        await expectDenied(operation, shape, null, row.status);
      } else {
        await expectDenied(operation, shape, null, 401);
        for (const authorization of unusable)
          await expectDenied(operation, shape, authorization, 401);
      }
      if (row.who === 'admin') {
        await expectDenied(operation, shape, bearers.stranger, 403);
        await expectDenied(operation, shape, bearers.owner, 403);
      }
      if (row.who === 'signed in' && row.stranger) {
        await expectDenied(operation, shape, bearers.stranger, row.stranger);
      }
      expect(await databaseDigest(testApp.app)).toEqual(everything);
      if (row.who === 'signed in' && !row.stranger) {
        // Allowed, on the stranger's own data: the owner's rows must not move.
        const before = await userDigest(testApp.app, owner.ownerId);
        const response = await call(
          operation.method,
          urlOf(operation, shape),
          bearers.stranger,
          shape,
        );
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(await userDigest(testApp.app, owner.ownerId)).toEqual(before);
        await keepStrangerSignedIn();
      }
    });
  },
);
