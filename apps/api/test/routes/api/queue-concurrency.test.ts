import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect, it } from 'vitest';
import { engagementTestApp, put, type Caller } from './engagement-fixture.ts';
import { call, expectWhole, queueOf, storedQueue } from './player-fixture.ts';

// Queue calls under load: many calls on one queue at once (app.inject, all in flight together;
// on PostgreSQL they run on the pool's ten connections at the same time) take turns, so whatever
// order they ran in, the queue ends with places exactly 1..n, each set once, at most one current,
// and every call answered a whole queue or a 4xx that says why.

const test = engagementTestApp();

/** One call sent with the others, and the answers it may get depending on what ran first. */
interface Call {
  what: string;
  response: Promise<Response>;
  allowed: number[];
}

const add = (setId: number, caller: Caller) =>
  call(test.app, 'POST', '/api/queue', caller, { set_meta_id: setId });

async function fill(caller: Caller, sets: number[]) {
  queueOf(await call(test.app, 'DELETE', '/api/queue', caller));
  for (const setId of sets) queueOf(await add(setId, caller), 201);
  return queueOf(await call(test.app, 'GET', '/api/queue', caller));
}

describe('concurrent calls on one queue', () => {
  it('20 moves with adds, removes, new-current and next at once leave order 1..n', async () => {
    const first = await fill(test.alice, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const bobs = await fill(test.bob, [13, 12, 11]);
    const ids = first.data.map((item) => item.id);
    const idOfSet = (setId: number) => first.data.find((item) => item.set_meta_id === setId)!.id;

    const calls: Call[] = [
      // 404: the item was removed first; 422: removals left fewer places than `order`.
      ...Array.from({ length: 20 }, (_, i) => {
        const body = { id: ids[(i * 3) % ids.length], order: ((i * 7) % 10) + 1 };
        const response = call(test.app, 'PUT', '/api/queue', test.alice, body);
        return { what: `move ${JSON.stringify(body)}`, response, allowed: [200, 404, 422] };
      }),
      // 409: new-current queued set 12 first.
      ...[11, 12, 13].map((setId) => ({
        what: `add ${setId}`,
        response: add(setId, test.alice),
        allowed: [201, 409],
      })),
      ...[1, 2, 3].map((setId) => ({
        what: `remove set ${setId}`,
        response: call(test.app, 'DELETE', `/api/queue/${idOfSet(setId)}`, test.alice),
        allowed: [200],
      })),
      ...[5, 12].map((setId) => ({
        what: `new-current ${setId}`,
        response: call(test.app, 'PUT', '/api/queue/new-current', test.alice, {
          set_meta_id: setId,
        }),
        allowed: [200],
      })),
      ...Array.from({ length: 3 }, () => ({
        what: 'next',
        response: put(test.app, '/api/queue/next', test.alice),
        allowed: [200],
      })),
    ];
    const responses = await Promise.all(calls.map((one) => one.response));

    responses.forEach((response, index) => {
      const { what, allowed } = calls[index]!;
      expect(allowed, `${what}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode < 300) expectWhole(queueOf(response, response.statusCode));
    });
    const final = queueOf(await call(test.app, 'GET', '/api/queue', test.alice));
    expect(final.data.map((item) => item.set_meta_id).sort((a, b) => a - b)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    const stored = await storedQueue(test.app, test.alice.id);
    expect(stored.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(stored.filter((row) => row.is_current).length).toBeLessThanOrEqual(1);
    // Bob's queue, beside it all along, is as he left it.
    expect(queueOf(await call(test.app, 'GET', '/api/queue', test.bob))).toEqual(bobs);
  });

  it('the same set added 10 times at once is queued once; nine hear 409', async () => {
    await fill(test.alice, [1]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(2, test.alice)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const stored = await storedQueue(test.app, test.alice.id);
    expect(stored.map((row) => [row.set_id, row.position])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('20 moves of every item at once keep each item once, in places 1..n', async () => {
    const queue = await fill(test.alice, [1, 2, 3, 4, 5, 6, 7, 8]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(test.app, 'PUT', '/api/queue', test.alice, {
          id: queue.data[i % 8]!.id,
          order: 8 - (i % 8),
        }),
      ),
    );
    for (const response of responses) expectWhole(queueOf(response));
    const stored = await storedQueue(test.app, test.alice.id);
    expect(stored.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stored.map((row) => row.set_id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stored.filter((row) => row.is_current).map((row) => row.set_id)).toEqual([1]);
  });
});
