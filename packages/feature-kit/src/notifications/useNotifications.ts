import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useSessionUser } from '../session/index.ts';
import {
  NOTIFICATIONS_POLL_MS,
  fetchNotificationsPage,
  markRead as sendMarkRead,
  notificationsKeyOf,
} from './api.ts';
import { summarize, type NotificationsSummary } from './pages.ts';

export interface NotificationsState extends NotificationsSummary {
  /** The first page is on its way. */
  isLoading: boolean;
  /** A further page is on its way. */
  isLoadingMore: boolean;
  loadMore: () => void;
  /** Marks one read, then reloads the list; a failure is only logged (spec.md section 8). */
  markRead: (id: number) => Promise<void>;
}

export interface NotificationsOptions {
  /**
   * Read the first page again every 30 s, for when the live stream is not there to say that
   * something came. @default true
   */
  poll?: boolean;
}

function logFailure(what: string) {
  return (error: unknown) => console.error(`${what} failed`, error);
}
const logLoad = logFailure('Loading the notifications');
const logMark = logFailure('Marking a notification read');

/**
 * The signed-in listener's notifications (spec.md sections 4 and 7): pages of 10 by the `after`
 * cursor, keyed by the user so they reload when the user changes, nothing for a guest. Failures
 * are only logged, never shown.
 */
export function useNotifications({ poll = true }: NotificationsOptions = {}): NotificationsState {
  const userId = useSessionUser()?.id ?? null;
  const getKey = useMemo(() => notificationsKeyOf(userId), [userId]);
  const { data, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(
    getKey,
    fetchNotificationsPage,
    {
      refreshInterval: poll ? NOTIFICATIONS_POLL_MS : 0,
      // Polling stands in for the stream, which is closed while the tab is hidden.
      refreshWhenHidden: true,
      onError: logLoad,
    },
  );

  const summary = useMemo(() => summarize(data), [data]);
  const loadedPages = data?.length ?? 0;

  const loadMore = useCallback(() => {
    // "One more than loaded" (not size + 1) retries a page that failed before.
    void setSize(loadedPages + 1);
  }, [setSize, loadedPages]);

  const markRead = useCallback(
    async (id: number) => {
      try {
        await sendMarkRead(id);
      } catch (error) {
        logMark(error);
      }
      // Every loaded page, as what was read may lie on any of them.
      await mutate().catch(logLoad);
    },
    [mutate],
  );

  return {
    ...summary,
    isLoading,
    isLoadingMore: loadedPages > 0 && size > loadedPages && isValidating,
    loadMore,
    markRead,
  };
}
