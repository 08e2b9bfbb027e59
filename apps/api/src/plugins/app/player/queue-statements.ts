import type { QueueItem } from '@rabbithole/api-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { queueItems, sets } from '../../../db/schema/index.ts';
import { summaryFields, toSummary, type SummaryRow } from '../sets/set-summary.ts';

// The statements every queue call is made of. Each takes the executor it runs on: the app's
// database for a read, or the transaction of a change. On PGlite (one connection) a statement
// sent on the database from inside a transaction would wait for that transaction forever.

/**
 * Takes the caller's queue for the rest of the transaction: a second call on the same queue
 * waits here until the first commits, then reads what it left, so no two changes ever interleave
 * and the order stays 1..n. An advisory lock rather than a row lock: it blocks no other writer
 * of the users row (sign-ins, profile edits, foreign key checks).
 */
export async function lockQueue(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rabbithole:queue'), ${userId}::int)`);
}

/**
 * Closes up the places of the caller's queue to 1..n in their order, in one statement (migration
 * 0009 checks unique places at commit). Writes nothing when they already are; a set deleted from
 * the catalog takes its queue items with it and leaves a gap otherwise.
 */
export async function closeUp(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`update queue_items q set position = r.place
    from (select id, row_number() over (order by position, id)::int as place
      from queue_items where user_id = ${userId}::int) r
    where q.id = r.id and q.position <> r.place`);
}

/** The caller's items with their sets, first to last; `order` counts them whatever is stored. */
export function queueQuery(executor: Db) {
  return executor
    .select({
      ...summaryFields,
      item_id: queueItems.id,
      user_id: queueItems.user_id,
      is_current: queueItems.is_current,
      order: sql<number>`(row_number() over (order by ${queueItems.position}, ${queueItems.id}))::int`,
    })
    .from(queueItems)
    .innerJoin(sets, eq(sets.id, queueItems.set_id))
    .where(eq(queueItems.user_id, sql.placeholder('user')))
    .orderBy(asc(queueItems.position), asc(queueItems.id));
}

type QueueRow = SummaryRow & {
  item_id: number;
  user_id: number;
  is_current: boolean;
  order: number;
};

/** A queue item as the contract has it; its set as a guest sees it (the route adds the caller's). */
export const toQueueItem = (row: QueueRow): QueueItem => ({
  id: row.item_id,
  user_id: row.user_id,
  set_meta_id: row.id,
  set_meta: toSummary(row),
  order: row.order,
  is_current: row.is_current,
});

/** An item of the caller's queue, by id or by set. */
export async function findItem(tx: Db, where: { id: number } | { userId: number; setId: number }) {
  const [row] = await tx
    .select({
      id: queueItems.id,
      userId: queueItems.user_id,
      position: queueItems.position,
      isCurrent: queueItems.is_current,
    })
    .from(queueItems)
    .where(
      'id' in where
        ? eq(queueItems.id, where.id)
        : and(eq(queueItems.user_id, where.userId), eq(queueItems.set_id, where.setId)),
    );
  return row ?? null;
}

/** The caller's current item, if any. */
export async function currentItem(tx: Db, userId: number) {
  const [row] = await tx
    .select({ id: queueItems.id, position: queueItems.position })
    .from(queueItems)
    .where(and(eq(queueItems.user_id, userId), eq(queueItems.is_current, true)));
  return row ?? null;
}

/** How many items the caller's queue holds. */
export async function queueLength(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(queueItems)
    .where(eq(queueItems.user_id, userId));
  return row?.n ?? 0;
}

/**
 * Makes `itemId` the caller's one current item. Two statements, the old one first: the index
 * that allows one current item per user is checked row by row, so the new one turned on first
 * would be refused.
 */
export async function makeCurrent(tx: Db, userId: number, itemId: number): Promise<void> {
  await tx
    .update(queueItems)
    .set({ is_current: false })
    .where(and(eq(queueItems.user_id, userId), eq(queueItems.is_current, true)));
  await tx.update(queueItems).set({ is_current: true }).where(eq(queueItems.id, itemId));
}
