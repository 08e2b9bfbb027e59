import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleArtists, type SampleArtist } from '../private/tableStoryFixtures';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
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

/** The table as the app shows it: inside the theme, whose variables size every placeholder. */
function table(isLoading: boolean) {
  return (
    <ThemeRoot applyToDocument={false}>
      <SortableTable {...props(isLoading)} />
    </ThemeRoot>
  );
}

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

/** The first visible row or card of the list, as laid out. */
function firstItemHeight(container: HTMLElement): number {
  const visible = [...container.querySelectorAll<HTMLElement>('tbody > tr, ul > li')].find(
    (item) => item.getBoundingClientRect().height > 0,
  );
  if (!visible) throw new Error('no visible row or card');
  return visible.getBoundingClientRect().height;
}

afterEach(async () => {
  await page.viewport(1440, 900);
});

// Issue 8: a placeholder has the exact size of what replaces it, so nothing shifts on arrival.
describe.each([
  ['a desktop table row', 1440, 900],
  ['a phone card', 390, 844],
])('SortableTable placeholders (%s)', (_, width, height) => {
  it('are as tall as the row or card that replaces them', async () => {
    await page.viewport(width, height);
    const screen = await render(table(true));
    const placeholder = firstItemHeight(screen.container);
    await screen.rerender(table(false));
    await expect
      .element(screen.getByRole('link', { name: sampleArtists(1)[0]!.name }).first())
      .toBeVisible();
    expect(firstItemHeight(screen.container)).toBeCloseTo(placeholder, 0);
  });
});
