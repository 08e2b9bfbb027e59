import type { ArtistSortField, Genre } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import {
  artistLatestSource,
  discoverSorts,
  entityColumns,
  EntityListContainer,
  type DiscoverListProps,
} from '../discover/index.ts';
import { artistRow, type ArtistRow } from './artistRow.ts';
import { useArtistsList } from './useArtistsList.ts';

export type ArtistsListContainerProps = DiscoverListProps<ArtistSortField>;

const columns = entityColumns<ArtistRow, ArtistSortField>({
  noun: 'Artist',
  shape: 'circle',
  page: '/artists',
  own: {
    id: 'remixes',
    name: 'Remixes',
    sortField: 'remix_count',
    align: 'end',
    hideBelow: 'md',
    render: (row) => row.remixes,
  },
});

/** Discover Artists: the filter, then artists as a sortable table (cards on phones), paged. */
export function ArtistsListContainer({ genre, sort, ...props }: ArtistsListContainerProps) {
  const list = useArtistsList({
    genre: genre as Genre | undefined,
    order_by: sort.column,
    order_direction: sort.direction,
  });
  const rows = useMemo(() => list.data.map(artistRow), [list.data]);
  return (
    <EntityListContainer
      {...props}
      genre={genre}
      sort={sort}
      label="Artists"
      columns={columns}
      rows={rows}
      list={list}
      sorts={discoverSorts.artists}
      latest={artistLatestSource}
      emptyMessage="No artists found."
    />
  );
}
