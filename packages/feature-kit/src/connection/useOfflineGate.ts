import { useCallback, useEffect, useState } from 'react';
import { serverAnswers } from './api.ts';

export interface OfflineGate {
  /** The page could not load for want of a connection: the offline page stands in for it. */
  isOffline: boolean;
  /** A check of the connection is under way. */
  isRetrying: boolean;
  /** Checks the connection; the page shows again once the server answers. */
  retry: () => void;
}

const RECHECK_MS = 10_000;

const browserIsOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Whether the page at `pageKey` (its address) must give way to the offline page. It does when the
 * page is opened while the browser is offline, at boot or by a navigation: its code and reads
 * cannot arrive. A page already shown stays when the connection drops under it, so a listener
 * keeps what they were reading. It shows again by itself when the browser is back online and the
 * server answers, or when a Retry finds it answering.
 */
export function useOfflineGate(pageKey: string): OfflineGate {
  const [isOffline, setOffline] = useState(browserIsOffline);
  const [isRetrying, setRetrying] = useState(false);
  const [shownKey, setShownKey] = useState(pageKey);
  if (pageKey !== shownKey) {
    // State derived while rendering: React renders again at once, before painting.
    setShownKey(pageKey);
    if (browserIsOffline()) setOffline(true);
  }

  const recover = useCallback(async () => {
    if (await serverAnswers()) setOffline(false);
  }, []);

  const retry = useCallback(() => {
    setRetrying(true);
    void recover().finally(() => setRetrying(false));
  }, [recover]);

  useEffect(() => {
    if (!isOffline) return;
    const online = () => void recover();
    window.addEventListener('online', online);
    // The browser may say online before the network carries anything (a Wi-Fi joining again), and
    // the one check at its `online` event then fails: while it says online, look again now and then.
    const recheck = setInterval(() => {
      if (navigator.onLine) online();
    }, RECHECK_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(recheck);
    };
  }, [isOffline, recover]);

  return { isOffline, isRetrying, retry };
}
