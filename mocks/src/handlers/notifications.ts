import {
  listNotifications,
  markNotificationRead,
  type NotificationsPage,
  type NotificationsQuery,
} from '@rabbithole/api-contract';
import type { HttpHandler } from 'msw';
import type { MockNotification } from '../fixtures/notifications.ts';
import { mockDb } from '../store/db.ts';
import { foldText } from '../store/lists.ts';
import { instantKey, isoInstant, notificationsOf, toNotification } from '../store/notifications.ts';
import { userOfToken } from './accounts.ts';
import { unauthorized } from './auth.ts';
import { failing } from './catalog.ts';
import { handlerFor, type ContractResolver } from './contract.ts';
import { errorResponse } from './errors.ts';
import {
  notificationStreamHandler,
  notificationStreamUnavailable,
} from './notifications-stream.ts';
import { refusedAfter, slowedBy, type Answer } from './variants.ts';

/** How long `.refused` takes to refuse marking one read. */
export const NOTIFICATIONS_REFUSED_DELAY_MS = 600;
/** How long `.slow` takes to answer: the loading state stays on screen meanwhile. */
export const NOTIFICATIONS_SLOW_DELAY_MS = 1500;

/** What a search looks in: the released track's title and credits, and the set's name. */
const searchTexts = (row: MockNotification) => [
  row.release.track_meta.title,
  row.release.track_meta.artist,
  row.release.set_meta.set_name,
];

/**
 * One page of the user's notifications as the server answers it: those matching `search`, in
 * `order_direction` of `created_dt` (ties by id), strictly past the `after` cursor, `limit` of
 * them; `total` counts every match and `unread` every unread one, whatever the search.
 */
export function notificationsPageOf(userId: number, query: NotificationsQuery): NotificationsPage {
  const mine = notificationsOf(userId);
  const needle = query.search ? foldText(query.search) : '';
  const matching = mine.filter((row) =>
    searchTexts(row).some((text) => foldText(text).includes(needle)),
  );
  const ordered = query.order_direction === 'asc' ? [...matching].reverse() : matching;
  const cursor = query.after === undefined ? undefined : instantKey(query.after);
  const sign = query.order_direction === 'asc' ? 1 : -1;
  const rest =
    cursor === undefined
      ? ordered
      : ordered.filter((row) => (instantKey(row.created_dt) - cursor) * sign > 0);
  const data = rest.slice(0, query.limit).map(toNotification);
  return {
    data,
    pagination: { offset: ordered.length - rest.length, count: data.length, total: ordered.length },
    unread: mine.filter((row) => !row.is_read && row.read_dt === null).length,
  };
}

const readList: ContractResolver<typeof listNotifications> = ({ token, query }) => {
  const user = userOfToken(token);
  return user ? notificationsPageOf(user.id, query) : unauthorized();
};

/** Marks the caller's own notification read, once: `read_dt` keeps the first time. */
const markRead: ContractResolver<typeof markNotificationRead> = ({ token, params }) => {
  const user = userOfToken(token);
  if (!user) return unauthorized();
  const row = mockDb.notifications.get(params.id);
  if (!row) return errorResponse(404, 'No notification has this id.');
  if (row.user_id !== user.id) return errorResponse(403, 'This notification is not yours.');
  const read = mockDb.notifications.update(row.id, {
    is_read: true,
    read_dt: row.read_dt ?? isoInstant(Date.now()),
  });
  return toNotification(read ?? row);
};

/** The list and mark-read endpoints, each answered through `answer`, then the live stream. */
function notificationsHandlersWith(answer: Answer, stream = notificationStreamHandler()) {
  return [answer(listNotifications, readList), answer(markNotificationRead, markRead), stream];
}

export interface NotificationsHandlers extends Array<HttpHandler> {
  error: HttpHandler[];
  refused: HttpHandler[];
  slow: HttpHandler[];
  unauthorized: HttpHandler[];
  withoutStream: HttpHandler[];
}

/**
 * The bell's endpoints over `mockDb.notifications` (none until a story seeds some with
 * `seedNotifications` or pushes one with `pushNotification`): the caller's own list, marking one
 * read, and the live stream; plus one variant per state the bell must handle. Each value is a
 * handler list for `server.use(...)` or `parameters.msw.handlers`.
 */
export const notificationsHandlers: NotificationsHandlers = Object.assign(
  notificationsHandlersWith(handlerFor),
  {
    /** The list and marking fail with a 500, the stream too: the bell only logs it. */
    error: [
      ...failing([listNotifications, markNotificationRead], 'notifications'),
      notificationStreamUnavailable(500),
    ],
    /** The list reads as usual; marking one read fails with a 500 after a moment. */
    refused: [
      handlerFor(listNotifications, readList),
      refusedAfter(NOTIFICATIONS_REFUSED_DELAY_MS, 'The notification could not be marked read.')(
        markNotificationRead,
        markRead,
      ),
      notificationStreamHandler(),
    ],
    /** Every call works, after 1.5 s. */
    slow: notificationsHandlersWith(slowedBy(NOTIFICATIONS_SLOW_DELAY_MS)),
    /** Every call answers 401, as for a session that ended. */
    unauthorized: notificationsHandlersWith(
      (endpoint) => handlerFor(endpoint, () => unauthorized()),
      notificationStreamUnavailable(401),
    ),
    /** A server without the stream (404): the bell keeps itself fresh by polling. */
    withoutStream: notificationsHandlersWith(handlerFor, notificationStreamUnavailable(404)),
  },
);
