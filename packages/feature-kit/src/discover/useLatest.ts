import type { Page } from '@rabbithole/api-contract';
import type { RowPreviewItem } from '@rabbithole/design-system';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { ReadRequest } from '../api/index.ts';

export interface Latest {
  items: RowPreviewItem[];
  isLoading: boolean;
  error: unknown;
}

/**
 * An expanded artist or label row's most recent sets or tracks (spec.md section 9: at most 4).
 * `request` must keep its identity while the row stays the same (build it in `useMemo`).
 * A failed load is only logged (spec.md section 8): the row then shows just "View more".
 */
export function useLatest<Item>(
  request: ReadRequest<Page<Item>>,
  toItem: (item: Item) => RowPreviewItem,
  what: string,
): Latest {
  const { data, error, isLoading } = useSWR<Page<Item>, unknown>(
    request.key,
    () => request.fetch(),
    {
      onError(failure: unknown) {
        console.error(`Loading ${what} failed`, failure);
      },
    },
  );
  const items = useMemo(() => data?.data.map(toItem) ?? [], [data, toItem]);
  return { items, isLoading, error };
}
