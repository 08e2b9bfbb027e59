import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

// spec.md section 4: "The set page reloads when an update-likes event fires". The player fires
// it when a moment of a set is liked; the set's page, wherever it is shown, reads the set again.
const EVENT = 'rabbithole:update-likes';

/** Says that the likes of set `setId` changed somewhere else (the player's like of a moment). */
export function announceLikesChanged(setId: number): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { setId } }));
}

/** Reads the set's cached answer (`detailKey`) again whenever its likes change elsewhere. */
export function useReloadOnLikesChanged(setId: number, detailKey: string): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const reload = (event: Event) => {
      if ((event as CustomEvent<{ setId: number }>).detail.setId === setId) void mutate(detailKey);
    };
    window.addEventListener(EVENT, reload);
    return () => window.removeEventListener(EVENT, reload);
  }, [setId, detailKey, mutate]);
}
