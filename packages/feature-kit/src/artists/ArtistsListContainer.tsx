import { GENRES, type ArtistSortField, type Genre } from '@rabbithole/api-contract';
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
import { ArtistLatestContainer, artistLatestLabel } from './ArtistLatestContainer.tsx';
import { artistRow, type ArtistRow } from './artistRow.ts';
import { useArtistsList } from './useArtistsList.ts';

export type ArtistsListContainerProps = DiscoverListProps<ArtistSortField>;

const { defaultSort, fields } = discoverSorts.artists;

const columns: readonly TableColumn<ArtistRow, ArtistSortField>[] = [
  {
    id: 'name',
    name: 'Artist',
    sortField: 'name',
    isRowHeader: true,
    render: (row) => (
      <EntityCell name={row.name} href={row.href} artUrl={row.artUrl} shape="circle" />
    ),
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
    id: 'remixes',
    name: 'Remixes',
    sortField: 'remix_count',
    align: 'end',
    hideBelow: 'md',
    render: (row) => row.remixes,
  },
  {
    id: 'genres',
    name: 'Genres',
    hideBelow: 'lg',
    isHiddenOnCard: true,
    render: (row) => (
      <Stack direction="row" space="xsmall" wrap>
        {row.genres.map((genre) => (
          <GenreChip key={genre} genre={genre} list="/artists" />
        ))}
      </Stack>
    ),
  },
];

/** Discover Artists: the filter, then artists as a sortable table (cards on phones), paged. */
export function ArtistsListContainer({ genre, sort, onChange, header }: ArtistsListContainerProps) {
  const list = useArtistsList({
    genre: genre as Genre | undefined,
    order_by: sort.column,
    order_direction: sort.direction,
  });
  const rows = useMemo(() => list.data.map(artistRow), [list.data]);
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
        label="Artists"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        sort={sort}
        onSortChange={(next) => onChange({ genre, sort: next })}
        renderExpansion={(row) => <ArtistLatestContainer row={row} />}
        expandLabel={artistLatestLabel}
        isLoading={list.isLoading}
        isLoadingMore={list.isLoadingMore}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
        emptyMessage={list.error === undefined ? 'No artists found.' : undefined}
      />
    </Stack>
  );
}
