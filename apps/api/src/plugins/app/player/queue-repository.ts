import type { QueueItem } from '@rabbithole/api-contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { queueItems, sets } from '../../../db/schema/index.ts';
import { statementName } from '../artists/statement-name.ts';
import {
  closeUp,
  currentItem,
  findItem,
  lockQueue,
  makeCurrent,
  queueLength,
  queueQuery,
  toQueueItem,
} from './queue-statements.ts';

/** Why a queue call changed nothing; the route says it in HTTP. */
export type QueueRefusal =
  | { why: 'unknown-set' }
  | { why: 'already-queued' }
  | { why: 'unknown-item' }
  | { why: 'not-yours' };

/** The queue as the call left it, or why the call was refused. */
export type QueueOutcome = { queue: QueueItem[] } | QueueRefusal;

/** A move may also aim past the end: `length` is the last place there is. */
export type MoveOutcome = QueueOutcome | { why: 'past-end'; length: number };

/**
 * The caller's play queue (spec.md sections 3, 4 and 7, "Queue"). Every change runs in one
 * transaction holding the caller's queue (lockQueue), so calls on one queue take turns and each
 * answers the queue exactly as it left it; migration 0009's constraints refuse anything else.
 */
export interface QueueRepository {
  list(userId: number): Promise<QueueItem[]>;
  /** Appends the set; current when nothing else is. */
  add(userId: number, setId: number): Promise<QueueOutcome>;
  /** Removes the caller's item; the ones after it move up. */
  remove(userId: number, itemId: number): Promise<QueueOutcome>;
  clear(userId: number): Promise<QueueItem[]>;
  /** Moves the caller's item to place `order` (1-based); the ones between close up. */
  move(userId: number, itemId: number, order: number): Promise<MoveOutcome>;
  /** Makes the set current: where it stands, or inserted right after the current item. */
  playNow(userId: number, setId: number): Promise<QueueOutcome>;
  /** Makes the item after the current one current, when there is one. */
  advance(userId: number): Promise<QueueItem[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    queueRepository: QueueRepository;
  }
}

export function createQueueRepository(db: Db): QueueRepository {
  const listed = queueQuery(db);
  const list = listed.prepare(statementName('queue', listed.toSQL().sql));

  const read = async (tx: Db, userId: number) =>
    (await queueQuery(tx).execute({ user: userId })).map(toQueueItem);

  /** Runs `work` holding the caller's queue, its places already 1..n; answers the queue. */
  function change<Refusal extends { why: string }>(
    userId: number,
    work: (tx: Db) => Promise<Refusal | undefined>,
  ): Promise<{ queue: QueueItem[] } | Refusal> {
    return db.transaction(async (tx) => {
      await lockQueue(tx, userId);
      await closeUp(tx, userId);
      const refusal = await work(tx);
      return refusal ?? { queue: await read(tx, userId) };
    });
  }

  /** Whether the set exists; KEY SHARE keeps it from being deleted until the change commits. */
  const setExists = async (tx: Db, setId: number) =>
    (await tx.select({ id: sets.id }).from(sets).where(eq(sets.id, setId)).for('key share'))
      .length > 0;

  /** The caller's own item `itemId`, or why it cannot be changed. */
  async function ownItem(tx: Db, userId: number, itemId: number) {
    const item = await findItem(tx, { id: itemId });
    if (!item) return { why: 'unknown-item' } as const;
    if (item.userId !== userId) return { why: 'not-yours' } as const;
    return item;
  }

  return {
    async list(userId) {
      return (await list.execute({ user: userId })).map(toQueueItem);
    },

    add: (userId, setId) =>
      change<QueueRefusal>(userId, async (tx) => {
        if (!(await setExists(tx, setId))) return { why: 'unknown-set' };
        if (await findItem(tx, { userId, setId })) return { why: 'already-queued' };
        await tx.insert(queueItems).values({
          user_id: userId,
          set_id: setId,
          position: (await queueLength(tx, userId)) + 1,
          is_current: (await currentItem(tx, userId)) === null,
        });
        return undefined;
      }),

    remove: (userId, itemId) =>
      change<QueueRefusal>(userId, async (tx) => {
        const item = await ownItem(tx, userId, itemId);
        if ('why' in item) return item;
        await tx.delete(queueItems).where(eq(queueItems.id, item.id));
        await closeUp(tx, userId);
        return undefined;
      }),

    async clear(userId) {
      await db.transaction(async (tx) => {
        await lockQueue(tx, userId);
        await tx.delete(queueItems).where(eq(queueItems.user_id, userId));
      });
      return [];
    },

    move: (userId, itemId, order) =>
      change<QueueRefusal | { why: 'past-end'; length: number }>(userId, async (tx) => {
        const item = await ownItem(tx, userId, itemId);
        if ('why' in item) return item;
        const length = await queueLength(tx, userId);
        if (order > length) return { why: 'past-end', length };
        const from = item.position;
        if (order === from) return undefined;
        // One statement: the items between the two places shift one towards the old place.
        await tx.execute(sql`update queue_items set position = case
            when id = ${item.id}::int then ${order}::int
            when ${order}::int < ${from}::int then position + 1
            else position - 1 end
          where user_id = ${userId}::int
            and position between ${Math.min(from, order)}::int and ${Math.max(from, order)}::int`);
        return undefined;
      }),

    playNow: (userId, setId) =>
      change<QueueRefusal>(userId, async (tx) => {
        if (!(await setExists(tx, setId))) return { why: 'unknown-set' };
        const queued = await findItem(tx, { userId, setId });
        if (queued) {
          if (!queued.isCurrent) await makeCurrent(tx, userId, queued.id);
          return undefined;
        }
        const current = await currentItem(tx, userId);
        const place = current ? current.position + 1 : (await queueLength(tx, userId)) + 1;
        await tx
          .update(queueItems)
          .set({ is_current: false })
          .where(and(eq(queueItems.user_id, userId), eq(queueItems.is_current, true)));
        await tx
          .update(queueItems)
          .set({ position: sql`${queueItems.position} + 1` })
          .where(and(eq(queueItems.user_id, userId), gte(queueItems.position, place)));
        await tx
          .insert(queueItems)
          .values({ user_id: userId, set_id: setId, position: place, is_current: true });
        return undefined;
      }),

    async advance(userId) {
      const { queue } = await change<never>(userId, async (tx) => {
        const current = await currentItem(tx, userId);
        if (!current) return undefined;
        const [next] = await tx
          .select({ id: queueItems.id })
          .from(queueItems)
          .where(
            and(eq(queueItems.user_id, userId), eq(queueItems.position, current.position + 1)),
          );
        if (next) await makeCurrent(tx, userId, next.id);
        return undefined;
      });
      return queue;
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('queueRepository', createQueueRepository(app.db));
  },
  { name: 'queue-repository', dependencies: ['db'] },
);
