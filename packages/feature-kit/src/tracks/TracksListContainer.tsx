import { GENRES, type TrackSortField } from '@rabbithole/api-contract';
import { Box, FilterDialog, Stack, TracklistTable } from '@rabbithole/design-system';
import { useMemo } from 'react';
import { discoverSorts, type DiscoverListProps } from '../discover/index.ts';
import { trackRowItem } from './trackRowItem.ts';
import { useTracksList } from './useTracksList.ts';

export type TracksListContainerProps = DiscoverListProps<TrackSortField>;

const { defaultSort, fields } = discoverSorts.tracks;

/** Discover Tracks: the filter, then the tracks as a sortable table (cards on phones), paged. */
export function TracksListContainer({ genre, sort, onChange, header }: TracksListContainerProps) {
  const list = useTracksList({
    genre: genre as (typeof GENRES)[number] | undefined,
    order_by: sort.column,
    order_direction: sort.direction,
  });
  const items = useMemo(() => list.data.map((track) => trackRowItem(track)), [list.data]);
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
          onChange={onChange}
        />
      </Box>
      <TracklistTable
        label="Tracks"
        items={items}
        isLoading={list.isLoading}
        isLoadingMore={list.isLoadingMore}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        sort={sort}
        onSortChange={(next) => onChange({ genre, sort: next })}
        // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
        emptyMessage={list.error === undefined ? 'No tracks found.' : undefined}
      />
    </Stack>
  );
}
