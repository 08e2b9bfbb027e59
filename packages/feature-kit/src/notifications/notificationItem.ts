import type { Notification } from '@rabbithole/api-contract';
import type { NotificationItem } from '@rabbithole/design-system';
import { formatTimeAgo } from '../dates.ts';
import { mediaUrl } from '../media.ts';

/** spec.md section 4: unread while neither `is_read` nor `read_dt` says otherwise. */
export function isUnread(notification: Notification): boolean {
  return !notification.is_read && notification.read_dt === null;
}

/**
 * A notification as the bell's menu shows it; null for one whose track is gone (spec.md
 * section 3: those are not shown), which has nowhere to go.
 */
export function notificationItem(
  notification: Notification,
  now: number = Date.now(),
): NotificationItem | null {
  const { track_meta: track, set_meta: set } = notification.release;
  if (track.id === null) return null;
  return {
    id: notification.id,
    title: track.title,
    artist: track.artist,
    artUrl: mediaUrl(track.art_url_xl),
    setName: set.set_name,
    timeAgo: formatTimeAgo(notification.created_dt, now) ?? '',
    href: `/tracks/${String(track.id)}`,
    isUnread: isUnread(notification),
  };
}
