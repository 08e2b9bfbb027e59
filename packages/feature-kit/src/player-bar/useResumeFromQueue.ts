import { useEffect, useRef } from 'react';
import { usePlayerControls, usePlayerSelector } from '../player/index.ts';
import type { QueueState } from '../queue/index.ts';

/**
 * The player comes back as the listener left it: with nothing loaded and nothing asked of it, the
 * queue's current set is loaded paused at the saved position (its `user_fav.current_timestamp`),
 * after a reload or the first set queued. A moment link opened meanwhile wins (the engine's
 * resume gives way to any earlier request).
 */
export function useResumeFromQueue(queue: QueueState): void {
  const controls = usePlayerControls();
  const hasSet = usePlayerSelector((state) => state.set !== undefined);
  const resumed = useRef<number | null>(null);
  const currentSetId = queue.current?.set_meta_id;
  useEffect(() => {
    if (hasSet || currentSetId === undefined || resumed.current === currentSetId) return;
    resumed.current = currentSetId;
    controls.resume(currentSetId);
  }, [controls, currentSetId, hasSet]);
}
