import { SetsPageSchema, validationErrorBody } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { engagementTestApp, get, put, refused, type Caller } from './engagement-fixture.ts';
import { call, queueOf, shape, storedQueue } from './player-fixture.ts';

// GET, POST, DELETE and PUT /api/queue… (spec.md sections 3, 4 and 7, "Queue"): the caller's play
// queue, every answer the whole queue as the call left it, in order 1..n.

const test = engagementTestApp();

const getQueue = (caller?: Caller) => call(test.app, 'GET', '/api/queue', caller);
const add = (setId: unknown, caller: Caller = test.alice, extra: object = {}) =>
  call(test.app, 'POST', '/api/queue', caller, { set_meta_id: setId, ...extra });
const remove = (id: number | string, caller: Caller = test.alice) =>
  call(test.app, 'DELETE', `/api/queue/${id}`, caller);
const clear = (caller: Caller = test.alice) => call(test.app, 'DELETE', '/api/queue', caller);
const move = (body: object, caller: Caller = test.alice) =>
  call(test.app, 'PUT', '/api/queue', caller, body);
const playNow = (setId: number, caller: Caller = test.alice, extra: object = {}) =>
  call(test.app, 'PUT', '/api/queue/new-current', caller, { set_meta_id: setId, ...extra });
const next = (caller: Caller = test.alice) => put(test.app, '/api/queue/next', caller);

/** Alice's queue as `sets`, the first current; through the API. */
async function queueOfSets(sets: number[], caller: Caller = test.alice) {
  queueOf(await clear(caller));
  for (const setId of sets) queueOf(await add(setId, caller), 201);
  return queueOf(await getQueue(caller));
}

const idOf = async (setId: number, caller: Caller = test.alice) =>
  queueOf(await getQueue(caller)).data.find((item) => item.set_meta_id === setId)!.id;

describe('GET /api/queue and POST /api/queue', () => {
  it('answers an empty queue, then each added set at the end, the first one current', async () => {
    expect(queueOf(await getQueue(test.alice))).toEqual({ data: [] });
    expect(shape(queueOf(await add(3), 201))).toEqual(['3*']);
    expect(shape(queueOf(await add(1, test.alice, { user_id: test.alice.id }), 201))).toEqual([
      '3*',
      '1',
    ]);
    const queue = queueOf(await add(7), 201);
    expect(shape(queue)).toEqual(['3*', '1', '7']);
    expect(queueOf(await getQueue(test.alice))).toEqual(queue);
    expect(queue.data.every((item) => item.user_id === test.alice.id)).toBe(true);
    // Bob's queue is his own.
    expect(queueOf(await getQueue(test.bob))).toEqual({ data: [] });
  });

  it('gives each set as the set lists show it to the caller, own fields included', async () => {
    await put(test.app, '/api/favs/set/7', test.alice);
    const queue = queueOf(await getQueue(test.alice));
    const list = SetsPageSchema.parse(
      (await get(test.app, '/api/sets?limit=100', test.alice)).json(),
    );
    for (const item of queue.data) {
      expect(item.set_meta).toEqual(list.data.find((set) => set.id === item.set_meta_id));
    }
    expect(queue.data.find((item) => item.set_meta_id === 7)?.set_meta.user_fav).toMatchObject({
      is_fav: true,
    });
  });

  it('refuses a set already queued (409), an unknown set (404) and another user_id (403)', async () => {
    const before = await storedQueue(test.app, test.alice.id);
    expect(refused(await add(1), 409)).toMatchObject({
      message: 'Conflict',
      description: 'This set is already in the queue.',
    });
    refused(await add(999_999), 404);
    refused(await add(2, test.alice, { user_id: test.bob.id }), 403);
    expect(await storedQueue(test.app, test.alice.id)).toEqual(before);
  });

  it('comes in as the current item into a queue where none is current', async () => {
    await queueOfSets([3, 1]);
    queueOf(await remove(await idOf(3)));
    expect(shape(queueOf(await add(9), 201))).toEqual(['1', '9*']);
  });

  it('answers 401 to every queue call without a Bearer', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/queue', undefined],
      ['POST', '/api/queue', { set_meta_id: 1 }],
      ['DELETE', '/api/queue/1', undefined],
      ['DELETE', '/api/queue', undefined],
      ['PUT', '/api/queue', { id: 1, order: 1 }],
      ['PUT', '/api/queue/new-current', { set_meta_id: 1 }],
      ['PUT', '/api/queue/next', undefined],
    ] as const) {
      refused(await call(test.app, method, url, undefined, body), 401);
    }
  });
});

describe('DELETE /api/queue/{id} and DELETE /api/queue', () => {
  it('removes an item and the ones after it move up; the current one leaves none current', async () => {
    await queueOfSets([1, 2, 3, 4]);
    expect(shape(queueOf(await remove(await idOf(2))))).toEqual(['1*', '3', '4']);
    expect(shape(queueOf(await remove(await idOf(1))))).toEqual(['3', '4']);
    expect(shape(queueOf(await remove(await idOf(4))))).toEqual(['3']);
  });

  it('refuses another user’s item (403) and an unknown one (404), changing nothing', async () => {
    await queueOfSets([5], test.bob);
    const bobs = await idOf(5, test.bob);
    const before = await storedQueue(test.app, test.bob.id);
    refused(await remove(bobs, test.alice), 403);
    refused(await remove(999_999), 404);
    expect(await storedQueue(test.app, test.bob.id)).toEqual(before);
  });

  it('clears the caller’s queue only', async () => {
    await queueOfSets([1, 2]);
    expect(queueOf(await clear())).toEqual({ data: [] });
    expect(queueOf(await getQueue(test.bob)).data.length).toBe(1);
  });
});

describe('PUT /api/queue (move)', () => {
  it('moves an item up or down, the ones between closing up; the current one stays current', async () => {
    await queueOfSets([1, 2, 3, 4, 5]);
    queueOf(await playNow(3));
    expect(shape(queueOf(await move({ id: await idOf(5), order: 1 })))).toEqual([
      '5',
      '1',
      '2',
      '3*',
      '4',
    ]);
    expect(shape(queueOf(await move({ id: await idOf(5), order: 5 })))).toEqual([
      '1',
      '2',
      '3*',
      '4',
      '5',
    ]);
    // The current item moved, with the fields spec.md's client sends back, which are ignored.
    const current = await idOf(3);
    const moved = await move({
      id: current,
      order: 2,
      set_meta_id: 3,
      is_current: false,
      user_id: test.alice.id,
    });
    expect(shape(queueOf(moved))).toEqual(['1', '3*', '2', '4', '5']);
    expect(shape(queueOf(await move({ id: current, order: 2 })))).toEqual([
      '1',
      '3*',
      '2',
      '4',
      '5',
    ]);
  });

  it('refuses a place past the end (422 naming order), another’s item (403), an unknown one (404)', async () => {
    await queueOfSets([1, 2, 3]);
    const before = await storedQueue(test.app, test.alice.id);
    expect(refused(await move({ id: await idOf(1), order: 4 }), 422)).toEqual(
      validationErrorBody('json', { order: ['Must be within the queue: at most 3.'] }),
    );
    refused(await move({ id: await idOf(5, test.bob), order: 1 }), 403);
    refused(await move({ id: 999_999, order: 1 }), 404);
    refused(await move({ id: await idOf(1), order: 1, user_id: test.bob.id }), 403);
    expect(await storedQueue(test.app, test.alice.id)).toEqual(before);
  });
});

describe('PUT /api/queue/new-current', () => {
  it('makes a queued set current where it stands', async () => {
    await queueOfSets([1, 2, 3]);
    expect(shape(queueOf(await playNow(3)))).toEqual(['1', '2', '3*']);
    expect(shape(queueOf(await playNow(3)))).toEqual(['1', '2', '3*']);
  });

  it('inserts a set not queued right after the current item, the others shifting', async () => {
    await queueOfSets([1, 2, 3]);
    expect(shape(queueOf(await playNow(9)))).toEqual(['1', '9*', '2', '3']);
    expect(shape(queueOf(await playNow(10, test.alice, { is_current: true })))).toEqual([
      '1',
      '9',
      '10*',
      '2',
      '3',
    ]);
  });

  it('appends it when no item is current, or into an empty queue', async () => {
    await queueOfSets([1, 2]);
    queueOf(await remove(await idOf(1)));
    expect(shape(queueOf(await playNow(4)))).toEqual(['2', '4*']);
    queueOf(await clear());
    expect(shape(queueOf(await playNow(6)))).toEqual(['6*']);
  });

  it('refuses an unknown set (404) and another user_id (403), changing nothing', async () => {
    await queueOfSets([1, 2]);
    const before = await storedQueue(test.app, test.alice.id);
    refused(await playNow(999_999), 404);
    refused(await playNow(3, test.alice, { user_id: test.bob.id }), 403);
    expect(await storedQueue(test.app, test.alice.id)).toEqual(before);
  });
});

describe('PUT /api/queue/next', () => {
  it('makes the next item current, and changes nothing at the last one or with none current', async () => {
    await queueOfSets([1, 2, 3]);
    expect(shape(queueOf(await next()))).toEqual(['1', '2*', '3']);
    expect(shape(queueOf(await next()))).toEqual(['1', '2', '3*']);
    expect(shape(queueOf(await next()))).toEqual(['1', '2', '3*']);
    queueOf(await remove(await idOf(3)));
    expect(shape(queueOf(await next()))).toEqual(['1', '2']);
    queueOf(await clear());
    expect(queueOf(await next())).toEqual({ data: [] });
  });
});
