import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSessionUser } from '../session/index.ts';
import { notificationsListKey, openNotificationStream } from './api.ts';
import { createNotificationStream, type StreamStatus } from './notificationStream.ts';

/** Events that come together (a replay after a reconnect) reload the list once. */
const RELOAD_AFTER_MS = 100;
/** The latest the stream opens after the page shows, however busy it stays. */
const OPEN_BY_MS = 2_000;

/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns the cancel.
 * Safari has no requestIdleCallback: a timer stands in.
 */
function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/**
 * The live notification stream of the signed-in listener: each new notification reloads the
 * list (so the badge rises within a moment). Closed for a guest, on sign-out and while the tab is
 * hidden; reconnected when the network comes back. Anything but `live` means the list should
 * poll instead (`useNotifications({ poll })`).
 */
export function useNotificationStream(): StreamStatus {
  const userId = useSessionUser()?.id ?? null;
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<StreamStatus>('closed');

  useEffect(() => {
    if (userId === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void mutate(notificationsListKey(userId)), RELOAD_AFTER_MS);
    };
    const stream = createNotificationStream({
      open: openNotificationStream,
      onNotification: reload,
      onStatus: (next) => {
        setStatus(next);
        // A first connection sends only what comes after it: read what came before it too.
        if (next === 'live') reload();
      },
    });
    // The stream goes on from its last event when the tab shows again, so nothing is missed.
    const follow = () => {
      if (document.visibilityState === 'hidden') stream.stop();
      else stream.start();
    };
    const online = () => stream.reconnect();
    // A background connection: opened once the page has come alive, not in the commit that
    // mounts it, whose task its request lengthened (Lighthouse's trace of a signed-in page).
    const cancelFirstOpen = whenIdle(follow, OPEN_BY_MS);
    document.addEventListener('visibilitychange', follow);
    window.addEventListener('online', online);
    return () => {
      cancelFirstOpen();
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('online', online);
      clearTimeout(timer);
      stream.stop();
      setStatus('closed');
    };
  }, [userId, mutate]);

  return status;
}
