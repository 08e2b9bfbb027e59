import useSWR from 'swr';
import { ApiError, isShowingSkeleton, useDeferredAnswer, type ReadRequest } from '../api/index.ts';

export interface Detail<Data> {
  data: Data | undefined;
  /** The last failure, for logic only: a failed detail load stays silent (spec.md section 8). */
  error: unknown;
  isLoading: boolean;
  /** The server knows no such id: the page says so rather than staying blank. */
  isNotFound: boolean;
}

const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Ids the API could know: a positive whole number (anything else names nothing). */
export function isEntityId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/**
 * One entity of a detail page (a set, a track) by its read request; null for an id that cannot
 * exist (`/sets/abc`), which is not found without asking. `request` must keep its identity while
 * the id stays the same (build it in `useMemo`). `what` names it in the log.
 */
export function useDetail<Data>(request: ReadRequest<Data> | null, what: string): Detail<Data> {
  const { data, error, isLoading } = useSWR<Data, unknown>(
    request?.key ?? null,
    () => (request ? request.fetch() : Promise.reject(new Error('No request'))),
    {
      onError(failure: unknown) {
        // An unknown id is an answer, not a failure; anything else is only logged.
        if (!isNotFoundError(failure)) console.error(`Loading ${what} failed`, failure);
      },
    },
  );
  // Rendered in the background, like the lists (api/deferredRender.ts).
  const shown = useDeferredAnswer(request?.key, data);
  const isNotFound = request === null || (data === undefined && isNotFoundError(error));
  return { data: shown, error, isLoading: isShowingSkeleton(shown, data, isLoading), isNotFound };
}
