import type { SetSummary } from '@rabbithole/api-contract';
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { fetchSetsPage, hasMorePages, setsPageKey, type SetsListOptions } from './api.ts';

export interface SetsList {
  /** Every loaded set, pages concatenated in order. */
  sets: SetSummary[];
  /** How many sets match in all; undefined until the first page arrives. */
  total: number | undefined;
  /** The first page is on its way and nothing is shown yet. */
  isLoading: boolean;
  /** A further page is on its way. */
  isLoadingMore: boolean;
  hasMore: boolean;
  /** The last failure, for logic only: spec.md section 8 keeps failed list loads silent. */
  error: unknown;
  loadMore: () => void;
}

function logFailure(error: unknown) {
  console.error('Loading sets failed', error);
}

export function useSetsList(options: SetsListOptions = {}): SetsList {
  const { genre, order_by, order_direction, search } = options;
  const { data, error, size, setSize, isLoading, isValidating } = useSWRInfinite(
    setsPageKey({ genre, order_by, order_direction, search }),
    ([, query]) => fetchSetsPage(query),
    // The first page rarely changes while the listener pages on; refetching it on every Load More
    // would double the requests.
    { revalidateFirstPage: false, onError: logFailure },
  );

  // Stable between renders while no page arrives, so card lists built from it can be memoised.
  const sets = useMemo(() => data?.flatMap((page) => page.data) ?? [], [data]);
  const loadedPages = data?.length ?? 0;
  const lastPage = data?.[loadedPages - 1];
  const loadMore = useCallback(() => {
    // Asking for "one more than loaded" (not size + 1) retries a page that failed before.
    void setSize(loadedPages + 1);
  }, [setSize, loadedPages]);

  return {
    sets,
    total: lastPage?.pagination.total,
    isLoading,
    isLoadingMore: loadedPages > 0 && size > loadedPages && isValidating,
    hasMore: lastPage !== undefined && hasMorePages(lastPage),
    error,
    loadMore,
  };
}
