import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, kept up to date as the window changes. Without `matchMedia`
 * (a server render, a test DOM) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !('matchMedia' in window)) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window === 'undefined' || !('matchMedia' in window)
        ? fallback
        : window.matchMedia(query).matches,
    () => fallback,
  );
}
