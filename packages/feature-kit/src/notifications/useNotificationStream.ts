import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSessionUser } from '../session/index.ts';
import { notificationsListKey, openNotificationStream } from './api.ts';
import { createNotificationStream, type StreamStatus } from './notificationStream.ts';

/** Events that come together (a replay after a reconnect) reload the list once. */
const RELOAD_AFTER_MS = 100;

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
    follow();
    document.addEventListener('visibilitychange', follow);
    window.addEventListener('online', online);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('online', online);
      clearTimeout(timer);
      stream.stop();
      setStatus('closed');
    };
  }, [userId, mutate]);

  return status;
}
