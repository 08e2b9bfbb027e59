import { sampleArtists, type SampleArtist } from '../private/tableStoryFixtures';
import { describePlaceholderSizes } from '../private/placeholderSizes';
import { EntityCell } from './EntityCell';
import { SortableTable, type SortableTableProps } from './SortableTable';
import type { TableColumn } from './TableParts';

type Field = 'name' | 'set_count' | 'track_count' | 'remix_count';

/** The columns of Discover Artists: the named art cell, then counts, some hidden on a phone. */
const columns: readonly TableColumn<SampleArtist, Field>[] = [
  {
    id: 'name',
    name: 'Artist',
    sortField: 'name',
    isRowHeader: true,
    render: (artist) => (
      <EntityCell name={artist.name} href={`/artists/${artist.id}`} artUrl={null} shape="circle" />
    ),
  },
  { id: 'sets', name: 'Sets', sortField: 'set_count', align: 'end', render: (a) => a.sets },
  {
    id: 'tracks',
    name: 'Tracks',
    sortField: 'track_count',
    align: 'end',
    hideBelow: 'md',
    render: (a) => a.tracks,
  },
  {
    id: 'remixes',
    name: 'Remixes',
    sortField: 'remix_count',
    align: 'end',
    hideBelow: 'lg',
    isHiddenOnCard: true,
    render: (a) => a.remixes,
  },
];

function props(isLoading: boolean): SortableTableProps<SampleArtist, Field> {
  return {
    label: 'Artists',
    columns,
    rows: isLoading ? [] : sampleArtists(4),
    getRowId: (artist) => artist.id,
    isLoading,
    sort: { column: 'set_count', direction: 'desc' },
    onSortChange: () => undefined,
    hasMore: true,
    onLoadMore: () => undefined,
  };
}

describePlaceholderSizes(
  'SortableTable',
  (isLoading) => <SortableTable {...props(isLoading)} />,
  sampleArtists(1)[0]!.name,
);
