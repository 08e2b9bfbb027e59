import { useDeferredValue, useMemo } from 'react';

/**
 * Whether a read still shows its placeholder while its answer renders in the background.
 *
 * The read hooks hand their answer to the page through `useDeferredValue`: SWR's update renders
 * at once and blocks the main thread, where a deferred one renders in slices that yield to input
 * every few milliseconds. A page of cards is the largest render of the app (twenty set cards a
 * shelf, four shelves on /home), a long task of several hundred milliseconds on a phone when done
 * in one go. While the deferred render is on its way the page keeps its skeleton, so it never
 * shows an empty list between the two renders.
 *
 * @param shown the deferred answer, what the page renders
 * @param latest SWR's answer
 * @param isLoading SWR's own flag: the first answer is on its way
 */
export function isShowingSkeleton(shown: unknown, latest: unknown, isLoading: boolean): boolean {
  return shown === undefined && (isLoading || latest !== undefined);
}

/**
 * `latest` through `useDeferredValue`, for the answer of the read named `key` (its SWR key, or
 * anything that changes exactly when the read does). Only a new answer to the same read is
 * deferred: when the read itself changes (another search, another set) the answer of the last
 * one is never shown in its place, not even for one render; the new one's placeholder is, or its
 * cached answer at once.
 */
export function useDeferredAnswer<Data>(key: unknown, latest: Data | undefined): Data | undefined {
  const current = useMemo(() => ({ key, answer: latest }), [key, latest]);
  const deferred = useDeferredValue(current);
  if (latest === undefined || !Object.is(deferred.key, key)) return latest;
  return deferred.answer;
}
