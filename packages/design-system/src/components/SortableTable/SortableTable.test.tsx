import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
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

describe('SortableTable, a new order', () => {
  it('repaints the headers without rendering the loaded rows again', async () => {
    // The rows stay while the next order loads (useInfiniteList); rendering them again in the
    // press that sorted was most of its delay.
    let cellRenders = 0;
    const counted: readonly TableColumn<SampleArtist, Field>[] = columns.map((column) => ({
      ...column,
      render: (artist: SampleArtist) => {
        cellRenders += 1;
        return column.render(artist);
      },
    }));
    const table = { ...props(false), columns: counted };
    const screen = await render(<SortableTable {...table} />);
    const sets = screen.getByRole('columnheader', { name: 'Sets' });
    await expect.element(sets).toHaveAttribute('aria-sort', 'descending');
    const before = cellRenders;
    expect(before).toBeGreaterThan(0);

    await screen.rerender(
      <SortableTable {...table} sort={{ column: 'set_count', direction: 'asc' }} />,
    );
    await expect.element(sets).toHaveAttribute('aria-sort', 'ascending');
    expect(cellRenders).toBe(before);
  });
});
