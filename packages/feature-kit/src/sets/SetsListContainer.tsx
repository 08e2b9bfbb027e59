import { GENRES, type Genre, type SetSortField } from '@rabbithole/api-contract';
import { Box, CardCollection, FilterDialog, Stack } from '@rabbithole/design-system';
import { useMemo } from 'react';
import { discoverSorts, type DiscoverListProps } from '../discover/index.ts';
import { setCardItem } from './setCardItem.ts';
import { useSetsList } from './useSetsList.ts';

export type SetsListContainerProps = DiscoverListProps<SetSortField>;

const { defaultSort, fields } = discoverSorts.sets;

/**
 * Discover Sets: the filter, then sets as cards, newest first unless told otherwise, paged by
 * Load More. Cards have no column headers, so the dialog offers Sort by at every width.
 */
export function SetsListContainer({ genre, sort, onChange, header }: SetsListContainerProps) {
  const { data, isLoading, isLoadingMore, hasMore, error, loadMore } = useSetsList({
    genre: genre as Genre | undefined,
    order_by: sort.column,
    order_direction: sort.direction,
  });
  const items = useMemo(() => data.map(setCardItem), [data]);
  return (
    <Stack space="medium">
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="space-between"
        gap="small"
      >
        {header}
        <FilterDialog
          genres={GENRES}
          genre={genre}
          sort={sort}
          defaultSort={defaultSort}
          sortFields={fields}
          sortChoice="always"
          onChange={onChange}
        />
      </Box>
      <CardCollection
        label="Sets"
        density="dense"
        cardShape="set"
        items={items}
        isLoading={isLoading}
        isLoadingMore={isLoadingMore}
        hasMore={hasMore}
        onLoadMore={loadMore}
        // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
        emptyMessage={error === undefined ? 'No sets found.' : undefined}
      />
    </Stack>
  );
}
