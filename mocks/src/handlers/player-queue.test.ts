import {
  addToQueue,
  advanceQueue,
  clearQueue,
  ErrorBodySchema,
  getQueue,
  removeFromQueue,
  reorderQueue,
  setQueueCurrent,
  toggleSetFav,
  type EndpointDescription,
  type Queue,
} from '@rabbithole/api-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_USER, PASSWORD_USER } from '../fixtures/users.ts';
import {
  ALREADY_QUEUED,
  PLAYER_REFUSED_DELAY_MS,
  PLAYER_SLOW_DELAY_MS,
  mockDb,
  mockServer,
  playerHandlers,
  seedQueue,
} from '../node.ts';
import { callContract, callOk } from '../testing/contract-call.ts';
import { GIL, NADIA, withMockApi } from '../testing/mock-api.ts';

withMockApi();

const UNKNOWN = 999_999;

/** The queue as `[set id, order, current]` rows: what each test checks. */
const rows = (queue: Queue) =>
  queue.data.map((item) => [item.set_meta_id, item.order, item.is_current] as const);

const read = async (bearer: string = NADIA) => callOk(getQueue, { bearer });

describe('playerHandlers: adding and reading', () => {
  it('starts empty, takes the first set as current and appends the next ones', async () => {
    expect(await read()).toEqual({ data: [] });
    expect(rows(await callOk(addToQueue, { body: { set_meta_id: 3 }, bearer: NADIA }))).toEqual([
      [3, 1, true],
    ]);
    const added = await callOk(addToQueue, {
      body: { set_meta_id: 7, user_id: PASSWORD_USER.id },
      bearer: NADIA,
    });
    expect(rows(added)).toEqual([
      [3, 1, true],
      [7, 2, false],
    ]);
    expect(added.data.every((item) => item.user_id === PASSWORD_USER.id)).toBe(true);
    expect(await read()).toEqual(added);
    expect(await read(GIL)).toEqual({ data: [] });
  });

  it('joins each item with its set as the caller reads it', async () => {
    seedQueue(PASSWORD_USER.id, [5]);
    await callOk(toggleSetFav, { params: { id: 5 }, bearer: NADIA });
    const [item] = (await read()).data;
    expect(item?.set_meta).toMatchObject({ id: 5, user_fav: { is_fav: true } });
  });

  it('comes in as current into a queue whose current item was removed', async () => {
    seedQueue(PASSWORD_USER.id, [1, 2], null);
    expect(rows(await callOk(addToQueue, { body: { set_meta_id: 3 }, bearer: NADIA }))).toEqual([
      [1, 1, false],
      [2, 2, false],
      [3, 3, true],
    ]);
  });

  it('refuses a set queued already (409), an unknown set (404) and another’s user_id (403)', async () => {
    seedQueue(PASSWORD_USER.id, [1]);
    const twice = await callContract(addToQueue, { body: { set_meta_id: 1 }, bearer: NADIA });
    expect(twice).toEqual({
      status: 409,
      body: { code: 409, message: 'Conflict', description: ALREADY_QUEUED },
    });
    const unknown = await callContract(addToQueue, {
      body: { set_meta_id: UNKNOWN },
      bearer: NADIA,
    });
    expect(unknown.status).toBe(404);
    const theirs = await callContract(addToQueue, {
      body: { set_meta_id: 2, user_id: GOOGLE_USER.id },
      bearer: NADIA,
    });
    expect(theirs.status).toBe(403);
    expect(rows(await read())).toEqual([[1, 1, true]]);
  });
});

describe('playerHandlers: changing the queue', () => {
  beforeEach(() => seedQueue(PASSWORD_USER.id, [1, 2, 3, 4], 1));
  const itemOf = (setId: number) =>
    mockDb.queue.all().find((item) => item.set_meta_id === setId)!.id;

  it('removes an item and closes the gap; removing the current one leaves none current', async () => {
    const removed = await callOk(removeFromQueue, { params: { id: itemOf(1) }, bearer: NADIA });
    expect(rows(removed)).toEqual([
      [2, 1, true],
      [3, 2, false],
      [4, 3, false],
    ]);
    const current = await callOk(removeFromQueue, { params: { id: itemOf(2) }, bearer: NADIA });
    expect(rows(current)).toEqual([
      [3, 1, false],
      [4, 2, false],
    ]);
  });

  it('moves an item to its new place, the others closing up and the current one staying', async () => {
    const down = await callOk(reorderQueue, {
      body: { id: itemOf(1), order: 3, set_meta_id: 1, is_current: false },
      bearer: NADIA,
    });
    expect(rows(down)).toEqual([
      [2, 1, true],
      [3, 2, false],
      [1, 3, false],
      [4, 4, false],
    ]);
    const up = await callOk(reorderQueue, { body: { id: itemOf(4), order: 1 }, bearer: NADIA });
    expect(rows(up).map(([setId]) => setId)).toEqual([4, 2, 3, 1]);
    expect(rows(up).map(([, order]) => order)).toEqual([1, 2, 3, 4]);
  });

  it('answers 422 for an order past the end, 404 for an unknown item', async () => {
    const past = await callContract(reorderQueue, {
      body: { id: itemOf(1), order: 5 },
      bearer: NADIA,
    });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ errors: { json: { order: [expect.any(String)] } } });
    const unknown = await callContract(reorderQueue, {
      body: { id: UNKNOWN, order: 1 },
      bearer: NADIA,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await callContract(removeFromQueue, { params: { id: UNKNOWN }, bearer: NADIA })).status,
    ).toBe(404);
    expect(rows(await read()).map(([setId]) => setId)).toEqual([1, 2, 3, 4]);
  });

  it('never touches another’s queue: their items answer 403', async () => {
    seedQueue(GOOGLE_USER.id, [9]);
    const gils = itemOf(9);
    expect(
      (await callContract(removeFromQueue, { params: { id: gils }, bearer: NADIA })).status,
    ).toBe(403);
    const moved = await callContract(reorderQueue, { body: { id: gils, order: 1 }, bearer: NADIA });
    expect(moved.status).toBe(403);
    expect(rows(await read(GIL))).toEqual([[9, 1, true]]);
    expect(rows(await callOk(clearQueue, { bearer: GIL }))).toEqual([]);
    expect(await read()).toMatchObject({ data: { length: 4 } });
  });

  it('clears the caller’s queue', async () => {
    expect(await callOk(clearQueue, { bearer: NADIA })).toEqual({ data: [] });
    expect(await read()).toEqual({ data: [] });
  });

  it('plays a queued set where it stands, and inserts any other after the current one', async () => {
    const queued = await callOk(setQueueCurrent, { body: { set_meta_id: 4 }, bearer: NADIA });
    expect(rows(queued).map(([, , current]) => current)).toEqual([false, false, false, true]);
    await callOk(setQueueCurrent, { body: { set_meta_id: 2, is_current: true }, bearer: NADIA });
    const inserted = await callOk(setQueueCurrent, { body: { set_meta_id: 9 }, bearer: NADIA });
    expect(rows(inserted)).toEqual([
      [1, 1, false],
      [2, 2, false],
      [9, 3, true],
      [3, 4, false],
      [4, 5, false],
    ]);
    const unknown = await callContract(setQueueCurrent, {
      body: { set_meta_id: UNKNOWN },
      bearer: NADIA,
    });
    expect(unknown.status).toBe(404);
  });

  it('inserts a set played now at the end when none is current', async () => {
    seedQueue(PASSWORD_USER.id, [1, 2], null);
    expect(
      rows(await callOk(setQueueCurrent, { body: { set_meta_id: 9 }, bearer: NADIA })),
    ).toEqual([
      [1, 1, false],
      [2, 2, false],
      [9, 3, true],
    ]);
  });

  it('goes on to the next set, and changes nothing at the last one or with none current', async () => {
    const current = (queue: Queue) => queue.data.find((item) => item.is_current)?.set_meta_id;
    expect(current(await callOk(advanceQueue, { bearer: NADIA }))).toBe(3);
    expect(current(await callOk(advanceQueue, { bearer: NADIA }))).toBe(4);
    const last = await callOk(advanceQueue, { bearer: NADIA });
    expect(current(last)).toBe(4);
    expect(rows(last).map(([, order]) => order)).toEqual([1, 2, 3, 4]);
    seedQueue(PASSWORD_USER.id, [1, 2], null);
    expect(rows(await callOk(advanceQueue, { bearer: NADIA }))).toEqual([
      [1, 1, false],
      [2, 2, false],
    ]);
  });
});

const CALLS: [EndpointDescription, object][] = [
  [getQueue, {}],
  [addToQueue, { body: { set_meta_id: 2 } }],
  [removeFromQueue, { params: { id: 1 } }],
  [clearQueue, {}],
  [reorderQueue, { body: { id: 1, order: 1 } }],
  [setQueueCurrent, { body: { set_meta_id: 2 } }],
  [advanceQueue, {}],
];

describe('playerHandlers: refusals and variants', () => {
  beforeEach(() => seedQueue(PASSWORD_USER.id, [1]));

  it.each(CALLS.map(([endpoint, call]) => [endpoint.operationId, endpoint, call] as const))(
    '%s answers 401 without a Bearer or with one of no session',
    async (_, endpoint, call) => {
      expect((await callContract(endpoint, call)).status).toBe(401);
      expect((await callContract(endpoint, { ...call, bearer: 'nobody' })).status).toBe(401);
      expect(rows(await read())).toEqual([[1, 1, true]]);
    },
  );

  it('.refused reads the queue but answers every change 500 after a moment, changing nothing', async () => {
    mockServer.use(...playerHandlers.refused);
    expect(rows(await read())).toEqual([[1, 1, true]]);
    const started = performance.now();
    const answers = await Promise.all(
      CALLS.slice(1).map(([endpoint, call]) => callContract(endpoint, { ...call, bearer: NADIA })),
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(PLAYER_REFUSED_DELAY_MS - 5);
    for (const { status, body } of answers) {
      expect(status).toBe(500);
      expect(ErrorBodySchema.parse(body).code).toBe(500);
    }
    expect(rows(await read())).toEqual([[1, 1, true]]);
  });

  it('.slow answers like the default, after 1.5 s', async () => {
    mockServer.use(...playerHandlers.slow);
    const started = performance.now();
    const added = await callOk(addToQueue, { body: { set_meta_id: 2 }, bearer: NADIA });
    expect(performance.now() - started).toBeGreaterThanOrEqual(PLAYER_SLOW_DELAY_MS - 5);
    expect(rows(added)).toEqual([
      [1, 1, true],
      [2, 2, false],
    ]);
  });

  it('.unauthorized answers 401 to every call, signed in or not', async () => {
    mockServer.use(...playerHandlers.unauthorized);
    for (const [endpoint, call] of CALLS) {
      const { status } = await callContract(endpoint, { ...call, bearer: NADIA });
      expect(status, endpoint.operationId).toBe(401);
    }
    expect(mockDb.queue.all()).toHaveLength(1);
  });

  it('seedQueue checks what it is given', () => {
    expect(() => seedQueue(UNKNOWN, [1])).toThrow(/no user/);
    expect(() => seedQueue(PASSWORD_USER.id, [UNKNOWN])).toThrow(/no set/);
    expect(() => seedQueue(PASSWORD_USER.id, [1, 1])).toThrow(/once/);
    expect(() => seedQueue(PASSWORD_USER.id, [1], 1)).toThrow(/index 1/);
  });
});
