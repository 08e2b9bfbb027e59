import type { Page } from '@rabbithole/api-contract';
import useSWR from 'swr';
import { isShowingSkeleton, useDeferredAnswer, type ReadRequest } from '../api/index.ts';

export interface HomeList<Item> {
  data: readonly Item[];
  /** The last failure, for logic only: a failed list load stays silent (spec.md section 8). */
  error: unknown;
  isLoading: boolean;
}

const none: readonly never[] = [];

/** One list of the home page by its read request: `{data, error, isLoading}`. `what` names it in the log. */
export function useHomeList<Item>(request: ReadRequest<Page<Item>>, what: string): HomeList<Item> {
  const { data, error, isLoading } = useSWR<Page<Item>, unknown>(
    request.key,
    () => request.fetch(),
    {
      onError(failure: unknown) {
        console.error(`Loading ${what} failed`, failure);
      },
    },
  );
  const shown = useDeferredAnswer(request.key, data);
  return { data: shown?.data ?? none, error, isLoading: isShowingSkeleton(shown, data, isLoading) };
}
