import { routes, type PlayProgress, type Queue } from '@rabbithole/api-contract';
import {
  ApiError,
  apiClient,
  readRequest,
  type ApiClient,
  type ReadRequest,
} from '../api/index.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { getQueue, savePlay: savePlayEndpoint } = routes;

/** The listener's queue: one read and one cache key, for the player and the queue panel alike. */
export function queueRequest(client: ApiClient = apiClient): ReadRequest<Queue> {
  return readRequest(getQueue, {}, client);
}

/**
 * Saves where the listener is in a set (spec.md section 4: when playing starts, then every 30
 * seconds). A 401 is retried by the client after a token refresh, as for every Bearer call.
 */
export function savePlay(client: ApiClient, setId: number, ms: number): Promise<PlayProgress> {
  // The audio element counts in fractions; the contract takes whole milliseconds.
  const current_timestamp = Math.max(0, Math.floor(ms));
  return client.request(savePlayEndpoint, { body: { set_meta_id: setId, current_timestamp } });
}

/** Whether the server answered with one of `statuses`. */
export function answered(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}
