import { GENRES } from '@rabbithole/api-contract';
import {
  Box,
  EntityCell,
  FilterDialog,
  GenreChip,
  SortableTable,
  Stack,
  type ArtShape,
  type GenreChipList,
  type SortDescriptor,
  type SortField,
  type TableColumn,
} from '@rabbithole/design-system';
import { useCallback } from 'react';
import type { InfiniteList } from '../api/index.ts';
import type { EntityRow } from './entityRow.ts';
import { LatestContainer, latestLabel } from './LatestContainer.tsx';
import type { LatestSource } from './latestRequests.ts';
import type { DiscoverListProps } from './sorts.ts';

/** The sort fields every artists and labels table has. */
type SharedField = 'name' | 'set_count' | 'track_count';

/**
 * The columns of an artists or labels table: the name (`noun`, e.g. "Artist"), Sets, Tracks,
 * the one count of its own (`own`, e.g. Remixes), then the genres, which link to `page`'s filter.
 */
export function entityColumns<Row extends EntityRow, Field extends string>({
  noun,
  shape,
  page,
  own,
}: {
  noun: string;
  shape?: ArtShape | undefined;
  page: GenreChipList;
  own: TableColumn<Row, Field>;
}): readonly TableColumn<Row, Field | SharedField>[] {
  return [
    {
      id: 'name',
      name: noun,
      sortField: 'name',
      isRowHeader: true,
      render: (row) => (
        <EntityCell name={row.name} href={row.href} artUrl={row.artUrl} shape={shape} />
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
    own,
    {
      id: 'genres',
      name: 'Genres',
      hideBelow: 'lg',
      isHiddenOnCard: true,
      render: (row) => (
        <Stack direction="row" space="xsmall" wrap>
          {row.genres.map((genre) => (
            <GenreChip key={genre} genre={genre} list={page} />
          ))}
        </Stack>
      ),
    },
  ];
}

export interface EntityListContainerProps<
  Row extends EntityRow,
  Field extends string,
> extends DiscoverListProps<Field> {
  /** The table's accessible name: "Artists", "Labels". */
  label: string;
  columns: readonly TableColumn<Row, Field>[];
  rows: Row[];
  list: Omit<InfiniteList<unknown>, 'data'>;
  sorts: { defaultSort: SortDescriptor<Field>; fields: readonly SortField<Field>[] };
  /** Where an expanded row reads its newest sets and tracks. */
  latest: LatestSource;
  /** Said when nothing matches, e.g. "No artists found.". */
  emptyMessage: string;
}

const rowId = (row: EntityRow) => row.id;

/**
 * Discover Artists or Labels: the filter, then the rows as a sortable table (cards on phones),
 * each expanding to its newest sets or tracks, paged by Load More.
 */
export function EntityListContainer<Row extends EntityRow, Field extends string>({
  genre,
  sort,
  onChange,
  header,
  label,
  columns,
  rows,
  list,
  sorts,
  latest,
  emptyMessage,
}: EntityListContainerProps<Row, Field>) {
  // Stable, so the table's rows are not rendered again when only the order or genre changed.
  const renderExpansion = useCallback(
    (row: Row) => <LatestContainer row={row} source={latest} />,
    [latest],
  );
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
          defaultSort={sorts.defaultSort}
          sortFields={sorts.fields}
          onChange={onChange}
        />
      </Box>
      <SortableTable
        label={label}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        sort={sort}
        onSortChange={(next) => onChange({ genre, sort: next })}
        renderExpansion={renderExpansion}
        expandLabel={latestLabel}
        isLoading={list.isLoading}
        isLoadingMore={list.isLoadingMore}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
        emptyMessage={list.error === undefined ? emptyMessage : undefined}
      />
    </Stack>
  );
}
