import type { Notification, NotificationsPage } from '@rabbithole/api-contract';

/** What the bell needs of the pages loaded so far. */
export interface NotificationsSummary {
  /** Newest first, less those whose track is gone (spec.md section 3: they are not shown). */
  items: Notification[];
  /** Every unread notification of the listener, as the first page counts them. */
  unread: number;
  /** More notifications than loaded (spec.md section 9: the menu's load-more item). */
  hasMore: boolean;
}

/**
 * The loaded pages as one list. `hasMore` compares the total with every item loaded, shown or
 * not, so a notification left out never makes the menu ask for a page that is not there.
 */
export function summarize(pages: readonly NotificationsPage[] | undefined): NotificationsSummary {
  const loaded = pages?.flatMap((page) => page.data) ?? [];
  const total = pages?.at(-1)?.pagination.total ?? 0;
  return {
    items: loaded.filter((item) => item.release.track_meta.id !== null),
    unread: pages?.[0]?.unread ?? 0,
    hasMore: total > loaded.length,
  };
}
