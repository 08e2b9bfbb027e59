import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { sampleArtists, type SampleArtist } from '../private/tableStoryFixtures';
import { RowPreview } from '../RowPreview/RowPreview';
import type { SortDescriptor } from './sort';
import { SortableTable, type SortableTableProps } from './SortableTable';
import type { TableColumn } from './TableParts';

type Field = 'name' | 'set_count' | 'track_count' | 'remix_count';

const columns: readonly TableColumn<SampleArtist, Field>[] = [
  {
    id: 'name',
    name: 'Artist',
    sortField: 'name',
    isRowHeader: true,
    render: (artist) => <Link href={`/artists/${artist.id}`}>{artist.name}</Link>,
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
    render: (a) => a.remixes,
  },
];

const expansion = (artist: SampleArtist) => (
  <RowPreview
    label={`Latest sets of ${artist.name}`}
    isLoading={false}
    viewMoreHref={`/artists/${artist.id}`}
    items={Array.from({ length: 6 }, (_, n) => ({
      id: n + 1,
      title: `${artist.name} live at venue ${n + 1}`,
      href: `/sets/${n + 1}`,
      subtitle: `Mar ${n + 1}, 2025`,
    }))}
  />
);

function Sorted(args: SortableTableProps<SampleArtist, Field>) {
  const [sort, setSort] = useState<SortDescriptor<Field>>({
    column: 'set_count',
    direction: 'desc',
  });
  return <SortableTable {...args} sort={sort} onSortChange={setSort} />;
}

const meta = {
  title: 'Design System/SortableTable',
  component: SortableTable<SampleArtist, Field>,
  args: {
    label: 'Artists',
    columns,
    rows: sampleArtists(8),
    getRowId: (artist: SampleArtist) => artist.id,
    isLoading: false,
    renderExpansion: expansion,
    expandLabel: (artist: SampleArtist) => `Latest sets of ${artist.name}`,
  },
  render: Sorted,
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof SortableTable<SampleArtist, Field>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same column flips its direction; a new column starts ascending. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const header = (name: string) => canvas.getByRole('columnheader', { name });
    await expect(header('Sets')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Sets' }));
    await expect(header('Sets')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Artist' }));
    await expect(header('Artist')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Sets')).not.toHaveAttribute('aria-sort');
    // A wide screen renders the table alone, not the cards beside it.
    await expect(canvas.queryAllByRole('list', { hidden: true })).toEqual([]);
  },
};

/** An expanded row shows at most 4 of its most recent sets, then View more. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Latest sets of Ellen Allien' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const preview = canvas.getByRole('list', { name: 'Latest sets of Ellen Allien' });
    await expect(within(preview).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/artists/1',
    );
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Artists' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No artists found.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No artists found.');
  },
};

export const WithLoadMore: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** 900 px: Remixes hides below lg. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(names).toEqual(['Artist', 'Sets', 'Tracks']);
  },
};

/** Under 600 px: a list of cards, each still expandable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    // Not merely hidden: a phone renders the cards alone, not the table beside them.
    await expect(canvas.queryByRole('table', { hidden: true })).toBeNull();
    const list = canvas.getByRole('list', { name: 'Artists' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards.length).toBeGreaterThanOrEqual(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Latest sets of Peggy Gou' }));
    await expect(canvas.getByRole('list', { name: 'Latest sets of Peggy Gou' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
