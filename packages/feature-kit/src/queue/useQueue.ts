import { routes, type Queue, type QueueItem } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import useSWR from 'swr';
import { apiClient } from '../api/index.ts';
import { useSessionUser } from '../session/index.ts';
import { useNotify } from '../toasts/index.ts';
import { answered, queueRequest } from './api.ts';
import { queueMessages } from './messages.ts';
import { moveItem } from './moveItem.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { addToQueue, advanceQueue, clearQueue, removeFromQueue, reorderQueue, setQueueCurrent } =
  routes;

export interface QueueActions {
  /** Appends a set, saying so; a set queued already is an info message, not an error. */
  add: (setId: number) => Promise<void>;
  remove: (itemId: number) => Promise<void>;
  clear: () => Promise<void>;
  /** Moves an item to `order` (1 is first) on screen at once; a refused move rolls back. */
  reorder: (itemId: number, order: number) => Promise<void>;
  /** Plays a set now (spec.md section 7, new-current); the queue as stored, or undefined. */
  makeCurrent: (setId: number) => Promise<Queue | undefined>;
  /** Goes on to the next set when one ended; undefined when that failed (only logged). */
  advance: () => Promise<Queue | undefined>;
  /** Reads the queue again, e.g. when the last set ended (spec.md section 4). */
  reload: () => Promise<Queue | undefined>;
}

export interface QueueState extends QueueActions {
  /** In order; undefined until read, and always for a guest (the queue needs a signed-in user). */
  items: QueueItem[] | undefined;
  isLoading: boolean;
  current: QueueItem | undefined;
  /** Where `current` stands in `items`, -1 when none is: the items before it count as played. */
  currentIndex: number;
}

function logFailure(what: string) {
  return (error: unknown) => console.error(`${what} failed`, error);
}
const logLoad = logFailure('Loading the queue');

/**
 * The signed-in listener's play queue (spec.md sections 3 and 4) over one SWR key, read only
 * while someone is signed in. Every change answers the whole queue, which replaces the cached
 * one, so what is shown is always what is stored; only a move is shown before its answer, so a
 * drag never waits on the network.
 */
export function useQueue(): QueueState {
  const signedIn = useSessionUser() !== null;
  const request = useMemo(() => queueRequest(), []);
  const { data, isLoading, mutate } = useSWR(signedIn ? request.key : null, () => request.fetch(), {
    onError: logLoad,
  });
  const notify = useNotify();

  const actions = useMemo<QueueActions>(() => {
    const keep = async (send: () => Promise<Queue>): Promise<Queue> => {
      const answer = await send();
      await mutate(answer, { revalidate: false });
      return answer;
    };
    const refused = (what: string) => (error: unknown) => {
      logFailure(what)(error);
      notify(queueMessages.failed, 'error');
      return undefined;
    };
    return {
      add: (setId) =>
        keep(() => apiClient.request(addToQueue, { body: { set_meta_id: setId } })).then(
          () => notify(queueMessages.added, 'success'),
          (error: unknown) => {
            if (answered(error, 404, 409)) notify(queueMessages.alreadyQueued, 'info');
            else refused('Adding to the queue')(error);
          },
        ),
      remove: (itemId) =>
        keep(() => apiClient.request(removeFromQueue, { params: { id: itemId } })).then(
          () => undefined,
          refused('Removing from the queue'),
        ),
      clear: () =>
        keep(() => apiClient.request(clearQueue)).then(
          () => undefined,
          refused('Clearing the queue'),
        ),
      reorder: (itemId, order) =>
        mutate(apiClient.request(reorderQueue, { body: { id: itemId, order } }), {
          optimisticData: (shown) => (shown ? moveItem(shown, itemId, order) : { data: [] }),
          rollbackOnError: true,
          revalidate: false,
        }).then(() => undefined, refused('Moving a queued set')),
      makeCurrent: (setId) =>
        keep(() => apiClient.request(setQueueCurrent, { body: { set_meta_id: setId } })).catch(
          refused('Playing a set now'),
        ),
      // The player calls it by itself when a set ends: nobody pressed anything to be told about.
      advance: () =>
        keep(() => apiClient.request(advanceQueue)).catch((error: unknown) => {
          logFailure('Going on to the next set')(error);
          return undefined;
        }),
      reload: () => mutate(),
    };
  }, [mutate, notify]);

  const items = data?.data;
  const currentIndex = items?.findIndex((item) => item.is_current) ?? -1;
  return { items, isLoading, current: items?.[currentIndex], currentIndex, ...actions };
}
