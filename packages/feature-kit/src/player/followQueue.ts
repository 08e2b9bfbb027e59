import type { Queue, SetDetail } from '@rabbithole/api-contract';
import { attempt, type PlayerLog } from './calls.ts';
import type { PlayerApi } from './types.ts';

export interface QueueFollower {
  api: Pick<PlayerApi, 'advanceQueue' | 'getQueue' | 'loadSet'>;
  log: PlayerLog;
  /** Each queue the API answers, as it comes. */
  announce: (queue: Queue) => void;
  /** False once the player has moved on (another set, a sign-out): the rest is dropped. */
  isStill: () => boolean;
}

/**
 * spec.md section 4: when a set ends the queue advances; if the set was not the last item the
 * next set is read, to be played; otherwise the queue is read again. Resolves the next set, or
 * undefined when there is none (or the player moved on).
 */
export async function followQueue(
  { api, log, announce, isStill }: QueueFollower,
  endedSetId: number,
): Promise<SetDetail | undefined> {
  const queue = await attempt(log, 'Advancing the queue failed', () => api.advanceQueue());
  if (!isStill()) return undefined;
  if (queue) announce(queue);
  const next = queue?.data.find((item) => item.is_current)?.set_meta_id;
  if (next !== undefined && next !== endedSetId) {
    const set = await attempt(log, 'Loading the next set failed', () => api.loadSet(next));
    return isStill() ? set : undefined;
  }
  const fresh = await attempt(log, 'Reading the queue failed', () => api.getQueue());
  if (fresh && isStill()) announce(fresh);
  return undefined;
}
