import { GENRES, type LabelSortField, type Genre } from '@rabbithole/api-contract';
import {
  Box,
  EntityCell,
  FilterDialog,
  GenreChip,
  SortableTable,
  Stack,
  type TableColumn,
} from '@rabbithole/design-system';
import { useMemo } from 'react';
import { discoverSorts, type DiscoverListProps } from '../discover/index.ts';
import { LabelLatestContainer, labelLatestLabel } from './LabelLatestContainer.tsx';
import { labelRow, type LabelRow } from './labelRow.ts';
import { useLabelsList } from './useLabelsList.ts';

export type LabelsListContainerProps = DiscoverListProps<LabelSortField>;

const { defaultSort, fields } = discoverSorts.labels;

const columns: readonly TableColumn<LabelRow, LabelSortField>[] = [
  {
    id: 'name',
    name: 'Label',
    sortField: 'name',
    isRowHeader: true,
    render: (row) => <EntityCell name={row.name} href={row.href} artUrl={row.artUrl} />,
  },
  { id: 'sets', name: 'Sets', sortField: 'set_count', align: 'end', render: (row) => row.sets },
  {
    id: 'tracks',
    name: 'Tracks',
    sortField: 'track_count',
    align: 'end',
    render: (row) => row.tracks,
  },
  {
    id: 'artists',
    name: 'Artists',
    sortField: 'artist_count',
    align: 'end',
    hideBelow: 'md',
    render: (row) => row.artists,
  },
  {
    id: 'genres',
    name: 'Genres',
    hideBelow: 'lg',
    isHiddenOnCard: true,
    render: (row) => (
      <Stack direction="row" space="xsmall" wrap>
        {row.genres.map((genre) => (
          <GenreChip key={genre} genre={genre} list="/labels" />
        ))}
      </Stack>
    ),
  },
];

/** Discover Labels: the filter, then labels as a sortable table (cards on phones), paged. */
export function LabelsListContainer({ genre, sort, onChange, header }: LabelsListContainerProps) {
  const list = useLabelsList({
    genre: genre as Genre | undefined,
    order_by: sort.column,
    order_direction: sort.direction,
  });
  const rows = useMemo(() => list.data.map(labelRow), [list.data]);
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
      <SortableTable
        label="Labels"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        sort={sort}
        onSortChange={(next) => onChange({ genre, sort: next })}
        renderExpansion={(row) => <LabelLatestContainer row={row} />}
        expandLabel={labelLatestLabel}
        isLoading={list.isLoading}
        isLoadingMore={list.isLoadingMore}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
        emptyMessage={list.error === undefined ? 'No labels found.' : undefined}
      />
    </Stack>
  );
}
