import { preload } from 'swr';
import { isEntityId } from '../detail/index.ts';
import { setRequest } from './api.ts';

/**
 * Starts loading set `id` before the set page renders (the app calls it while the page's code
 * is still on its way); `useSet` then takes the answer from SWR instead of asking again. A
 * failure is left to the page, which reads it from the same request.
 */
export function preloadSet(id: number): void {
  if (!isEntityId(id)) return;
  const request = setRequest(id);
  // Handled here only so an unused preload never reports an unhandled rejection.
  preload(request.key, () => request.fetch()).catch(() => undefined);
}
