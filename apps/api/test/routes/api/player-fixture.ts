import { QueueSchema, type Queue } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import type { Db } from '../../../src/db/database.ts';
import type { Caller } from './engagement-fixture.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the player's endpoints, as a caller (or a guest without one). */
export function call(
  app: App,
  method: Method,
  url: string,
  caller?: Caller,
  payload?: unknown,
): Promise<Response> {
  return app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Expects `status` and a queue in the contract's shape, in the order the contract promises. */
export function queueOf(response: Response, status = 200): Queue {
  expect(response.statusCode, response.body).toBe(status);
  const queue = QueueSchema.parse(response.json());
  expectWhole(queue);
  return queue;
}

/** Places 1..n in order, each set once, at most one current item. */
export function expectWhole(queue: Queue): void {
  expect(queue.data.map((item) => item.order)).toEqual(queue.data.map((_, index) => index + 1));
  const setIds = queue.data.map((item) => item.set_meta_id);
  expect(new Set(setIds).size).toBe(setIds.length);
  expect(queue.data.filter((item) => item.is_current).length).toBeLessThanOrEqual(1);
}

/** The queue's sets in order, the current one marked with a `*`: `['3', '5*', '7']`. */
export const shape = (queue: Queue): string[] =>
  queue.data.map((item) => `${item.set_meta_id}${item.is_current ? '*' : ''}`);

/** The caller's rows as stored: what a refused call must leave as it was. */
export async function storedQueue(app: App, userId: number) {
  const result = (await app.db.execute(sql`select id, set_id, position, is_current
    from queue_items where user_id = ${userId} order by position`)) as {
    rows: { id: number; set_id: number; position: number; is_current: boolean }[];
  };
  return result.rows;
}

/**
 * Two sets of the player tests' own, beside the music fixture (whose track lists run back to
 * back): set 50, 1,000 s long, with a gap, tracks without an end, and a first track that starts
 * late; set 51, 600 s long, whose only track ends half way through.
 */
export const GAP_SET = 50;
export const SHORT_SET = 51;
export const GAP_SET_MS = 1_000_000;
export const SHORT_SET_MS = 600_000;
/** [set track id, set, track (4 is an ID), position, start, end]. */
export const GAP_TRACKS = [
  [5001, GAP_SET, 1, 1, 10_000, 100_000],
  [5002, GAP_SET, 2, 2, 100_000, null],
  [5003, GAP_SET, 3, 3, 200_000, 230_000],
  // Gap: 230,000 to 250,000.
  [5004, GAP_SET, 4, 4, 250_000, null],
  [5005, GAP_SET, 5, 5, 400_000, null],
  [5101, SHORT_SET, 6, 1, 0, 300_000],
] as const;

export async function insertPlayerSets(db: Db): Promise<void> {
  await db.execute(sql`insert into sets (id, set_name, artist, release_date, duration_ms) values
    (${GAP_SET}, 'Gaps Session', 'Someone', '2024-06-01', ${GAP_SET_MS}),
    (${SHORT_SET}, 'Short Session', 'Someone', '2024-06-02', ${SHORT_SET_MS})`);
  for (const [id, setId, trackId, position, start, end] of GAP_TRACKS) {
    await db.execute(sql`insert into set_tracks
      (id, set_id, track_id, track_position, start_time, end_time)
      values (${id}, ${setId}, ${trackId}, ${position}, ${start}, ${end}::int)`);
  }
}
