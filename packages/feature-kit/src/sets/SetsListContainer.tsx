import { CardCollection } from '@rabbithole/design-system';
import { useMemo } from 'react';
import type { SetsListOptions } from './api.ts';
import { setCardItem } from './setCardItem.ts';
import { useSetsList } from './useSetsList.ts';

export type SetsListContainerProps = Pick<
  SetsListOptions,
  'genre' | 'order_by' | 'order_direction'
>;

/** The Discover Sets list: sets as cards, newest first unless told otherwise, paged by Load More. */
export function SetsListContainer({ genre, order_by, order_direction }: SetsListContainerProps) {
  const { data, isLoading, isLoadingMore, hasMore, error, loadMore } = useSetsList({
    genre,
    order_by,
    order_direction,
  });
  const items = useMemo(() => data.map(setCardItem), [data]);
  return (
    <CardCollection
      label="Sets"
      items={items}
      isLoading={isLoading}
      isLoadingMore={isLoadingMore}
      hasMore={hasMore}
      onLoadMore={loadMore}
      // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
      emptyMessage={error === undefined ? 'No sets found.' : undefined}
    />
  );
}
