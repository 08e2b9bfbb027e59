import { NotificationBell } from '@rabbithole/design-system';
import { useMemo, useState } from 'react';
import { useSessionUser } from '../session/index.ts';
import { notificationItem } from './notificationItem.ts';
import { useNotificationStream } from './useNotificationStream.ts';
import { useNotifications } from './useNotifications.ts';

/**
 * The top bar's notification bell (spec.md sections 2 and 4): the signed-in listener's
 * notifications, live from the stream (polled while it is not there). Choosing one marks it read
 * and reloads the list while the menu closes and the app's router goes to its track. Nothing for
 * a guest.
 */
export function NotificationBellContainer() {
  const signedIn = useSessionUser() !== null;
  const status = useNotificationStream();
  const list = useNotifications({ poll: status !== 'live' });
  // "5 minutes ago" is read again each time the menu opens, not only when the list changes.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const items = useMemo(
    () => list.items.flatMap((notification) => notificationItem(notification, openedAt) ?? []),
    [list.items, openedAt],
  );
  if (!signedIn) return null;
  return (
    <NotificationBell
      items={items}
      unreadCount={list.unread}
      isLoading={list.isLoading}
      hasMore={list.hasMore}
      isLoadingMore={list.isLoadingMore}
      onOpen={(id) => void list.markRead(id)}
      onLoadMore={list.loadMore}
      onOpenChange={(isOpen) => {
        if (isOpen) setOpenedAt(Date.now());
      }}
    />
  );
}
