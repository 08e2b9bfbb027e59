import type { Page } from '@rabbithole/api-contract';
import { useCallback, useDeferredValue, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { isShowingSkeleton, useDeferredAnswer } from './deferredRender.ts';
import { hasMorePages, type InfiniteQuery } from './infiniteQuery.ts';

export interface InfiniteList<Item> {
  /** Every loaded item, pages concatenated in order. */
  data: Item[];
  /** How many items match in all; undefined until the first page arrives. */
  total: number | undefined;
  /** The first page is on its way and nothing is shown yet. */
  isLoading: boolean;
  /** A further page is on its way. */
  isLoadingMore: boolean;
  hasMore: boolean;
  /** The last failure, for logic only: spec.md section 8 keeps failed list loads silent. */
  error: unknown;
  loadMore: () => void;
  /** Reads every loaded page again, e.g. after the listener changed the list (a new comment). */
  reload: () => Promise<unknown>;
  /**
   * Changes loaded items where they are, without reading them again: an answer that says what
   * one of them is now (a toggle's).
   */
  patchItems(change: (item: Item) => Item): Promise<unknown>;
}

export interface InfiniteListOptions {
  /** Called with each failure, e.g. to log it (spec.md section 8: list failures are only logged). */
  onError?: (error: unknown) => void;
}

/**
 * A Load More list over any paged endpoint. `query` must keep its identity while its options
 * stay the same (build it in `useMemo`), as SWR reads a new key function as a new list.
 *
 * A new query (another genre, order, search) reaches the list in a background render
 * (`useDeferredValue`): the press that asked for it repaints at once (a header's arrow, a dialog
 * closing) and the loaded items give way to their placeholders in a render that yields to input.
 * Unmounting twenty cards or rows inside the press was most of its delay (INP, bench/README.md).
 */
export function useInfiniteList<Item>(
  requested: InfiniteQuery<Page<Item>>,
  { onError }: InfiniteListOptions = {},
): InfiniteList<Item> {
  const query = useDeferredValue(requested);
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(
    query.getKey,
    query.fetcher,
    // The first page rarely changes while the listener pages on; refetching it on every Load More
    // would double the requests.
    { revalidateFirstPage: false, ...(onError ? { onError } : {}) },
  );

  // The pages render in the background (deferredRender.ts); Load More keeps its busy state until
  // the new page has rendered.
  const shown = useDeferredAnswer(query, data);
  // Stable between renders while no page arrives, so card lists built from it can be memoised.
  const items = useMemo(() => shown?.flatMap((page) => page.data) ?? [], [shown]);
  const loadedPages = data?.length ?? 0;
  const shownPages = shown?.length ?? 0;
  const lastPage = shown?.[shownPages - 1];
  const loadMore = useCallback(() => {
    // Asking for "one more than loaded" (not size + 1) retries a page that failed before.
    void setSize(loadedPages + 1);
  }, [setSize, loadedPages]);

  return {
    data: items,
    total: lastPage?.pagination.total,
    isLoading: isShowingSkeleton(shown, data, isLoading),
    isLoadingMore:
      shownPages > 0 && ((size > loadedPages && isValidating) || shownPages < loadedPages),
    hasMore: lastPage !== undefined && hasMorePages(lastPage),
    error,
    loadMore,
    reload: useCallback(() => mutate(), [mutate]),
    patchItems: useCallback(
      (change: (item: Item) => Item) =>
        mutate((pages) => pages?.map((page) => ({ ...page, data: page.data.map(change) })), {
          revalidate: false,
        }),
      [mutate],
    ),
  };
}
