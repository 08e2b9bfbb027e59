import { ErrorBodySchema, ValidationErrorBodySchema } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';
import { HOSTILE_IDS, newCaller, refused, type Caller } from './engagement-fixture.ts';
import { insertMusicFixture } from './music-fixture.ts';
import { GAP_SET, call, insertPlayerSets, queueOf } from './player-fixture.ts';

// Bad input to the player's endpoints: each answers a 4xx saying what is wrong (422 naming the
// field, 400 for what is not JSON text at all), and nothing stored changes. The set-likes limit
// is small here, so its 429 is reached.

let testApp: TestApp;
let app: App;
let alice: Caller;
const LIMIT = 3;

beforeAll(async () => {
  testApp = await buildTestApp(
    { seed: 'none' },
    { authLimits: { setLikesPerUserPerMinute: LIMIT } },
  );
  app = testApp.app;
  await insertMusicFixture(app.db);
  await insertPlayerSets(app.db);
  alice = await newCaller(app, 'Alice');
  queueOf(await call(app, 'POST', '/api/queue', alice, { set_meta_id: 2 }), 201);
});

afterAll(async () => {
  await testApp.close();
});

/** Every row the player writes, to show a refused call wrote nothing. */
async function stored() {
  const rows = async (table: string) =>
    (
      (await app.db.execute(sql`select * from ${sql.identifier(table)} order by 1, 2`)) as {
        rows: unknown[];
      }
    ).rows;
  return {
    queue: await rows('queue_items'),
    plays: await rows('play_progress'),
    setLikes: await rows('set_likes'),
    trackLikes: await rows('track_likes'),
    favs: await rows('track_favs'),
  };
}

const huge = 2 ** 53;
/** Values no id or moment field takes, and the reason in words. */
const BAD_NUMBERS: [string, unknown][] = [
  ['a string', '1'],
  ['text with an escape spelt out', '1\\u0000'],
  ['unicode text', '１２'],
  ['a float', 1.5],
  ['a negative number', -1],
  ['past PostgreSQL integers', 2_147_483_648],
  ['past safe integers', huge],
  ['1e300', 1e300],
  ['null', null],
  ['a boolean', true],
  ['an array', [1]],
  ['an object', { id: 1 }],
];

/** [endpoint, body fields that are right, the fields each bad value is tried in]. */
const BODIES: [string, string, Record<string, unknown>, string[]][] = [
  ['POST', '/api/queue', { set_meta_id: 1 }, ['set_meta_id', 'user_id']],
  ['PUT', '/api/queue', { id: 1, order: 1 }, ['id', 'order', 'set_meta_id', 'user_id']],
  ['PUT', '/api/queue/new-current', { set_meta_id: 1 }, ['set_meta_id', 'user_id']],
  [
    'PUT',
    '/api/plays',
    { set_meta_id: 1, current_timestamp: 0 },
    ['set_meta_id', 'current_timestamp'],
  ],
  [
    'POST',
    '/api/set-likes',
    { set_meta_id: GAP_SET, set_timestamp: 10_000 },
    ['set_meta_id', 'set_timestamp'],
  ],
];

describe('bad bodies of the player’s endpoints', () => {
  it.each(BODIES)(
    '%s %s: each bad value of each field → 422 naming it',
    async (method, url, good, fields) => {
      const before = await stored();
      for (const field of fields) {
        for (const [what, value] of BAD_NUMBERS) {
          const response = await call(app, method as 'PUT', url, alice, {
            ...good,
            [field]: value,
          });
          expect(response.statusCode, `${field} as ${what}: ${response.body}`).toBe(422);
          const errors = ValidationErrorBodySchema.parse(response.json()).errors;
          expect(Object.keys(errors.json ?? {}), `${field} as ${what}`).toEqual([field]);
        }
      }
      for (const extra of [{ role: 'admin' }, { id: 1, order: 1, set_meta_id: 1, extra: 1 }]) {
        const response = await call(app, method as 'PUT', url, alice, { ...good, ...extra });
        expect(response.statusCode, response.body).toBe(422);
      }
      for (const body of [[], 'text', 42, null, {}]) {
        const response = await app.inject({
          method: method as 'PUT',
          url,
          headers: { ...alice.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(422);
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses an order of 0, and an order or a moment past 24 hours', async () => {
    const before = await stored();
    const tooLong = 24 * 60 * 60 * 1000 + 1;
    for (const [method, url, body, field] of [
      ['PUT', '/api/queue', { id: 1, order: 0 }, 'order'],
      ['PUT', '/api/queue', { id: 1, order: 2 ** 31 }, 'order'],
      ['PUT', '/api/plays', { set_meta_id: 1, current_timestamp: tooLong }, 'current_timestamp'],
      ['POST', '/api/set-likes', { set_meta_id: GAP_SET, set_timestamp: tooLong }, 'set_timestamp'],
    ] as const) {
      const response = await call(app, method, url, alice, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      const errors = ValidationErrorBodySchema.parse(response.json()).errors;
      expect(Object.keys(errors.json ?? {})).toEqual([field]);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for a NUL or a lone surrogate in any string, and for a body not JSON', async () => {
    const before = await stored();
    for (const text of ['1\u0000', 'half \ud83c']) {
      const response = await call(app, 'POST', '/api/queue', alice, { set_meta_id: text });
      expect(response.statusCode).toBe(400);
      ErrorBodySchema.parse(response.json());
    }
    const raw = await app.inject({
      method: 'POST',
      url: '/api/set-likes',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"set_meta_id": 50, ',
    });
    expect(raw.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it.each(HOSTILE_IDS)('DELETE /api/queue/%s → 422 naming the id', async (id) => {
    const response = await call(app, 'DELETE', `/api/queue/${id}`, alice);
    expect(response.statusCode, response.body).toBe(422);
    expect(
      Object.keys(ValidationErrorBodySchema.parse(response.json()).errors.params ?? {}),
    ).toEqual(['id']);
  });
});

describe('the set-likes limit', () => {
  it(`takes ${LIMIT} likes a minute from one user, then answers 429 with Retry-After`, async () => {
    const like = () =>
      call(app, 'POST', '/api/set-likes', alice, { set_meta_id: GAP_SET, set_timestamp: 10_000 });
    for (let i = 0; i < LIMIT; i += 1) expect((await like()).statusCode).toBe(201);
    const limited = await like();
    refused(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another listener has likes of their own.
    const bob = await newCaller(app, 'Bob');
    const response = await call(app, 'POST', '/api/set-likes', bob, {
      set_meta_id: GAP_SET,
      set_timestamp: 10_000,
    });
    expect(response.statusCode).toBe(201);
  });
});
