import {
  routes,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_STREAM_PATH,
  type Notification,
  type NotificationsPage,
} from '@rabbithole/api-contract';
import { unstable_serialize } from 'swr/infinite';
import { apiClient, readRequest, type ApiClient, type ReadRequest } from '../api/index.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { listNotifications, markNotificationRead } = routes;

/** How often the list reads its first page again while the live stream is not there. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * spec.md section 7, word for word: newest first, an empty search, 10 a page, and for
 * load-more `after` = the `created_dt` of the last loaded item.
 */
export function notificationsPageRequest(
  after: string | null,
  client: ApiClient = apiClient,
): ReadRequest<NotificationsPage> {
  return readRequest(
    listNotifications,
    {
      query: {
        order_by: 'notification.created_dt',
        order_direction: 'desc',
        search: '',
        limit: NOTIFICATIONS_PAGE_SIZE,
        ...(after === null ? {} : { after }),
      },
    },
    client,
  );
}

/** A page's SWR key: its URL, whose list it is (so it reloads when the user changes), its cursor. */
export type NotificationsKey = readonly [url: string, userId: number, after: string | null];

/**
 * The key of each page for `useSWRInfinite`: the first page, then each one after the last item
 * of the one before; none for a guest, and none after a page that came back empty.
 */
export function notificationsKeyOf(userId: number | null) {
  return (index: number, previous: NotificationsPage | null): NotificationsKey | null => {
    if (userId === null) return null;
    if (index === 0) return [notificationsPageRequest(null).key, userId, null];
    const last = previous?.data.at(-1);
    if (!last) return null;
    return [notificationsPageRequest(last.created_dt).key, userId, last.created_dt];
  };
}

/** Loads the page a key names: the request is rebuilt from the key's own cursor. */
export function fetchNotificationsPage([, , after]: NotificationsKey): Promise<NotificationsPage> {
  return notificationsPageRequest(after).fetch();
}

/** The cache key of the whole list, to reload it from outside its hook (the live stream). */
export function notificationsListKey(userId: number): string {
  return unstable_serialize(notificationsKeyOf(userId));
}

/** PUT /api/notifications/{id} (spec.md section 7: its payload is not shown; none is sent). */
export function markRead(id: number, client: ApiClient = apiClient): Promise<Notification> {
  return client.request(markNotificationRead, { params: { id } });
}

/** Opens the live stream with the session's Bearer (the token refreshed after a 401). */
export function openNotificationStream(
  headers: Record<string, string>,
  signal: AbortSignal,
  client: ApiClient = apiClient,
): Promise<Response> {
  return client.open(NOTIFICATION_STREAM_PATH, { headers, signal });
}
