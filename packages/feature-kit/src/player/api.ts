import { routes } from '@rabbithole/api-contract';
import type { ScopedMutator } from 'swr';
import { apiClient, readRequest, type ApiClient } from '../api/index.ts';
import { queueRequest, savePlay } from '../queue/index.ts';
import type { PlayerApi } from './types.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { advanceQueue, getSet, setQueueCurrent } = routes;

/**
 * The set page's read of a set (its key comes from the endpoint and id alone), so the two share
 * SWR's entry; built here because the set page's folder plays through this one.
 */
export function setRead(setId: number, client: ApiClient = apiClient) {
  return readRequest(getSet, { params: { id: setId } }, client);
}

/**
 * The player's calls through `client`: a 401 is refreshed and retried there (spec.md section 7).
 * A set to play is read as its page reads it and lands in the same SWR cache entry.
 */
export function createPlayerApi(client: ApiClient, mutate: ScopedMutator): PlayerApi {
  return {
    async savePlay(setId, ms) {
      await savePlay(client, setId, ms);
    },
    advanceQueue: () => client.request(advanceQueue),
    getQueue: () => queueRequest(client).fetch(),
    loadSet(setId) {
      const request = setRead(setId, client);
      return mutate(request.key, request.fetch(), { revalidate: false });
    },
    async refreshToken() {
      // The recovery queue's audio path: a forced refresh through the token manager, which
      // rejects when the session is over (and asks the listener to sign in again).
      await client.recovery.recoverAudioPlayback(() => Promise.resolve());
    },
    setQueueCurrent: (setId) => client.request(setQueueCurrent, { body: { set_meta_id: setId } }),
  };
}
