import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';

// spec.md section 4: "The set page reloads when an update-likes event fires". The player fires
// it when a moment of a set is liked; the set's page, wherever it is shown, reads the set again,
// and so do the profile's tabs of liked tracks, which the liked track has just joined.
const EVENT = 'rabbithole:update-likes';

/** Says that the likes of set `setId` changed somewhere else (the player's like of a moment). */
export function announceLikesChanged(setId: number): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { setId } }));
}

/** Calls `listener` with the set's id whenever the likes of a set change elsewhere. */
export function useOnLikesChanged(listener: (setId: number) => void): void {
  // The latest listener without re-subscribing on every render.
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const heard = (event: Event) => {
      latest.current((event as CustomEvent<{ setId: number }>).detail.setId);
    };
    window.addEventListener(EVENT, heard);
    return () => window.removeEventListener(EVENT, heard);
  }, []);
}

/** Reads the set's cached answer (`detailKey`) again whenever its likes change elsewhere. */
export function useReloadOnLikesChanged(setId: number, detailKey: string): void {
  const { mutate } = useSWRConfig();
  useOnLikesChanged((changed) => {
    if (changed === setId) void mutate(detailKey);
  });
}
