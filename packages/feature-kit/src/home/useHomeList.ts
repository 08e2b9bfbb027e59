import type { Page } from '@rabbithole/api-contract';
import { useState } from 'react';
import useSWR from 'swr';
import { isShowingSkeleton, useDeferredAnswer, type ReadRequest } from '../api/index.ts';

export interface HomeList<Item> {
  data: readonly Item[];
  /** The last failure, for logic only: a failed list load stays silent (spec.md section 8). */
  error: unknown;
  isLoading: boolean;
  /** The read has answered (data or a failure), whether or not the list shows it yet. */
  hasAnswer: boolean;
}

export interface HomeListOptions {
  /**
   * False holds an answer that arrives back, the list staying a placeholder; an answer already
   * cached when the list mounts is shown regardless, so coming back never flashes placeholders.
   * @default true
   */
  mayShow?: boolean;
}

const none: readonly never[] = [];

/** One list of the home page by its read request: `{data, error, isLoading}`. `what` names it in the log. */
export function useHomeList<Item>(
  request: ReadRequest<Page<Item>>,
  what: string,
  { mayShow = true }: HomeListOptions = {},
): HomeList<Item> {
  const { data, error, isLoading } = useSWR<Page<Item>, unknown>(
    request.key,
    () => request.fetch(),
    {
      onError(failure: unknown) {
        console.error(`Loading ${what} failed`, failure);
      },
    },
  );
  const [wasCached] = useState(data !== undefined);
  const isHeldBack = !mayShow && !wasCached;
  const latest = isHeldBack ? undefined : data;
  const shown = useDeferredAnswer(request.key, latest);
  return {
    data: shown?.data ?? none,
    error: isHeldBack ? undefined : error,
    isLoading: isHeldBack || isShowingSkeleton(shown, latest, isLoading),
    hasAnswer: data !== undefined || error !== undefined,
  };
}
