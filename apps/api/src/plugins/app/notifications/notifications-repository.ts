import type { Notification, NotificationsPage, NotificationsQuery } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/database.ts';
import { firstRow, rowsOf } from '../../../db/rows.ts';
import { sets, tracks } from '../../../db/schema/index.ts';
import {
  searchIdsFinder,
  withFound,
  type SearchArm,
  type SearchedQuery,
} from '../../../db/search.ts';
import { notificationJson, SHOWN_NOTIFICATIONS } from './notification-json.ts';

/** A notification as the stream sends it: its id is the event's. */
export interface StreamedNotification {
  id: number;
  notification: Notification;
}

export interface NotificationsRepository {
  /** One page of the user's notifications (spec.md section 7, "Notifications"). */
  list(userId: number, query: NotificationsQuery): Promise<NotificationsPage>;
  /** Marks the notification read (the first time only); why not, when it is not the user's. */
  markRead(userId: number, id: number): Promise<Notification | 'unknown' | 'not-yours'>;
  /** The user's notifications with an id above `afterId`, lowest first, at most `limit`. */
  after(userId: number, afterId: number, limit: number): Promise<StreamedNotification[]>;
  /** The highest id among the user's notifications; 0 when there is none. */
  latestId(userId: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

/**
 * The search of the notifications menu: the released track's title and credit line, and the
 * name of the set the ID was heard in, as forgiving as every catalog search (db/search.ts). It
 * finds releases; the page keeps the caller's notifications of them.
 */
const NOTIFICATION_SEARCH: readonly SearchArm[] = [
  {
    source: { table: tracks, id: tracks.id },
    texts: [sql`${tracks.title}`, sql`${tracks.artist}`],
    listIds: (found) => sql`select xr.id from id_releases xr where xr.track_id in (${found})`,
  },
  {
    source: { table: sets, id: sets.id },
    texts: [sql`${sets.set_name}`],
    listIds: (found) => sql`select xr.id from id_releases xr where xr.set_id in (${found})`,
  },
];

interface PageRow {
  data: Notification[];
  total: number;
  /** Matches past the cursor: the page and everything after it. */
  remaining: number;
  unread: number;
}

export function createNotificationsRepository(db: Db): NotificationsRepository {
  const findReleases = searchIdsFinder(db, NOTIFICATION_SEARCH);

  return {
    async list(userId, query) {
      const { found } = await withFound<NotificationsQuery & SearchedQuery>(query, findReleases);
      const newestFirst = query.order_direction === 'desc';
      const order = sql.raw(newestFirst ? 'desc' : 'asc');
      const searched =
        found === undefined ? sql`` : sql`and n.id_release_id = any(${found}::int[])`;
      // Strictly past the cursor, compared as timestamptz: created_dt carries every microsecond.
      const cursor =
        query.after === undefined
          ? sql``
          : sql`where created_at ${sql.raw(newestFirst ? '<' : '>')} ${query.after}::timestamptz`;
      // The page ends with the whole of its last instant: the cursor is an instant alone, so a
      // page ending between two notifications of the same instant would skip the rest of them.
      // Such ties are rare (releases take turns) and the page is longer by those few only.
      const row = await firstRow<PageRow>(
        db,
        sql`with matching as (
            select n.id, n.created_at from ${SHOWN_NOTIFICATIONS}
            where n.user_id = ${userId}::int ${searched}),
          past as (select id, created_at from matching ${cursor}),
          edge as (select created_at from past
            order by created_at ${order}, id ${order} offset ${query.limit - 1}::int limit 1),
          page as (select id from past
            where created_at ${sql.raw(newestFirst ? '>=' : '<=')}
              coalesce((select created_at from edge),
                ${sql.raw(newestFirst ? "'-infinity'" : "'infinity'")}::timestamptz))
          select
            coalesce((select json_agg(${notificationJson} order by n.created_at ${order}, n.id ${order})
              from ${SHOWN_NOTIFICATIONS} join page on page.id = n.id), '[]') as data,
            (select count(*)::int from matching) as total,
            (select count(*)::int from past) as remaining,
            (select count(*)::int from ${SHOWN_NOTIFICATIONS}
              where n.user_id = ${userId}::int and not n.is_read) as unread`,
      );
      const data = row?.data ?? [];
      const total = row?.total ?? 0;
      return {
        data,
        // What came before this page, so that offset + count < total says there is more.
        pagination: { offset: total - (row?.remaining ?? 0), count: data.length, total },
        unread: row?.unread ?? 0,
      };
    },

    async markRead(userId, id) {
      // One statement: whose it is, and marked only if it is the caller's (PostgreSQL runs a
      // data-modifying WITH whether or not it is read). read_at keeps the first time.
      const owner = await firstRow<{ user_id: number }>(
        db,
        sql`with marked as (
            update notifications set is_read = true, read_at = coalesce(read_at, now())
            where id = ${id}::int and user_id = ${userId}::int returning id)
          select user_id from notifications where id = ${id}::int`,
      );
      if (!owner) return 'unknown';
      if (owner.user_id !== userId) return 'not-yours';
      const shown = await firstRow<{ notification: Notification }>(
        db,
        sql`select ${notificationJson} as notification from ${SHOWN_NOTIFICATIONS}
          where n.id = ${id}::int`,
      );
      return shown?.notification ?? 'unknown';
    },

    after(userId, afterId, limit) {
      return rowsOf<StreamedNotification>(
        db,
        sql`select n.id, ${notificationJson} as notification from ${SHOWN_NOTIFICATIONS}
          where n.user_id = ${userId}::int and n.id > ${afterId}::int
          order by n.id limit ${limit}::int`,
      );
    },

    async latestId(userId) {
      const row = await firstRow<{ id: number }>(
        db,
        sql`select coalesce(max(id), 0)::int as id from notifications where user_id = ${userId}::int`,
      );
      return row?.id ?? 0;
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('notificationsRepository', createNotificationsRepository(app.db));
  },
  { name: 'notifications-repository', dependencies: ['db'] },
);
