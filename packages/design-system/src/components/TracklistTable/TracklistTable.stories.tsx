import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { animatedProperties } from '../private/storyFixtures';
import { sampleTracks } from '../private/tableStoryFixtures';
import type { SortDescriptor } from '../SortableTable/sort';
import { TracklistTable, type TracklistItem, type TrackSortField } from './TracklistTable';

const meta = {
  title: 'Design System/TracklistTable',
  component: TracklistTable,
  args: { label: 'Track List', items: sampleTracks(6), isLoading: false },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TracklistTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unreleased track heard in the set, credited to `artist`. */
const idRow = (item: TracklistItem, artist: string, isWatched: boolean): TracklistItem => ({
  ...item,
  title: 'ID',
  artists: [{ name: artist, href: `/artists/${String(item.id)}` }],
  mixers: [],
  mixType: 'ID',
  label: null,
  released: null,
  genre: null,
  musicalKey: null,
  bpm: null,
  isWatched,
});

/** Four released tracks, then two IDs: Honey Dijon's watched, Call Super's not. */
const withIds = [
  ...sampleTracks(4),
  ...sampleTracks(2, 5).map((item, index) =>
    index === 0 ? idRow(item, 'Honey Dijon', true) : idRow(item, 'Call Super', false),
  ),
];

/** Every column from lg up: position, art, artists, title and mixer credit, label … likes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Track List' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual([
      '#',
      'Artist',
      'Title',
      'Label',
      'Released',
      'Genre',
      'Key',
      'BPM',
      'Likes',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent(
      'Age Of LoveCharlotte de Witte & Enrico Sangiuliano (Remix)',
    );
    await expect(within(first).getAllByRole('cell')[0]).toHaveTextContent('Position 1');
    await expect(within(first).getByRole('link', { name: 'Techno' })).toHaveAttribute(
      'href',
      '/tracks?genre=Techno',
    );
    // Read-only likes: a count, not a button.
    await expect(within(table).queryByRole('button', { name: /Like/ })).toBeNull();
    await expect(within(table).getByText('999+')).toBeVisible();
  },
};

/** A handler makes the likes toggles; the playing row shows the indicator. */
export const LikeAndNowPlaying: Story = {
  args: { nowPlayingId: 2, onLikeChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Track List' });
    await expect(within(table).getByText('Now playing')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[2]!).getByText('Now playing')).toBeInTheDocument();
    const like = within(table).getByRole('button', { name: 'Like Xtal, 21 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onLikeChange).toHaveBeenCalledWith(3, false);
    await userEvent.click(within(table).getByRole('button', { name: 'Like Age Of Love, 7 likes' }));
    await expect(args.onLikeChange).toHaveBeenCalledWith(1, true);
  },
};

/** A set's rows play their track: "Play {title}" over each row's art. */
export const Playable: Story = {
  args: { nowPlayingId: 2, onPlay: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Track List' });
    await userEvent.click(within(table).getByRole('button', { name: 'Play Xtal' }));
    await expect(args.onPlay).toHaveBeenCalledWith(3);
    await expect(within(table).getAllByRole('button', { name: /^Play / })).toHaveLength(6);
  },
};

/** Sorting by the headers: the same column flips, another starts ascending. */
export const Sortable: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<SortDescriptor<TrackSortField>>({
      column: 'release_date',
      direction: 'desc',
    });
    return <TracklistTable {...args} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvas, userEvent }) => {
    const header = (name: string) => canvas.getByRole('columnheader', { name: new RegExp(name) });
    await expect(header('Released')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Released' }));
    await expect(header('Released')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Released')).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
    // Key, BPM and Likes cannot be sorted by the API: plain headers.
    await expect(canvas.queryByRole('button', { name: 'BPM' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Track List' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
  },
};

/** On a phone the placeholders are track cards: position, art, two lines and the facts line. */
export const LoadingMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    // Placeholders are hidden from assistive technology: the list is only busy.
    const list = canvas.getByRole('list', { name: 'Track List', hidden: true });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    // Each placeholder card pulses as a whole.
    await expect(animatedProperties(list)).toEqual(Array.from({ length: 4 }, () => ['opacity']));
  },
};

export const Empty: Story = {
  args: { items: [], emptyMessage: 'No tracks found.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No tracks found.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A page of 20 with more to come: Load More asks for it. */
export const WithLoadMore: Story = {
  args: { items: sampleTracks(20), hasMore: true, onLoadMore: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** Long names wrap inside their cells; nothing widens the page. */
export const LongText: Story = {
  args: {
    items: sampleTracks(2).map((item) => ({
      ...item,
      title: 'An Extraordinarily Long Title That Goes On And On Through The Night Until Sunrise',
      artists: [{ name: 'Nina Kraviz' }, { name: 'Marcel Dettmann' }, { name: 'Ben Klock' }],
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.querySelector('table')).toBeVisible();
  },
};

/** 900 px: the label and release date stay, genre, key and BPM hide. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['#', 'Artist', 'Title', 'Label', 'Released', 'Likes']);
  },
};

/** Under 600 px the rows become cards: nothing meaningful is cut off and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { nowPlayingId: 1, onLikeChange: fn() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    const list = canvas.getByRole('list', { name: 'Track List' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(
      within(cards[0]!).getAllByRole('link', { name: 'Age Of Love' })[0],
    ).toHaveAttribute('href', '/tracks/1');
    await expect(within(cards[0]!).getByText('Now playing')).toBeInTheDocument();
    await expect(
      within(cards[0]!).getByText('Charlotte de Witte & Enrico Sangiuliano (Remix)'),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** With a watch handler an ID's row has a star before its like: pressed while watched. */
export const WatchIds: Story = {
  args: { items: withIds, onWatchChange: fn(), onLikeChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Track List' });
    // Only the two IDs can be watched.
    await expect(within(table).getAllByRole('button', { name: /^Watch / })).toHaveLength(2);
    const watched = within(table).getByRole('button', { name: 'Watch ID by Honey Dijon' });
    const unwatched = within(table).getByRole('button', { name: 'Watch ID by Call Super' });
    await expect(watched).toHaveAttribute('aria-pressed', 'true');
    await expect(unwatched).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(unwatched);
    await expect(args.onWatchChange).toHaveBeenCalledWith(6, true);
    await userEvent.click(watched);
    await expect(args.onWatchChange).toHaveBeenCalledWith(5, false);
    await expect(args.onLikeChange).not.toHaveBeenCalled();
  },
};

/** Without a watch handler (a guest's read-only list) IDs show no star. */
export const IdsWithoutWatch: Story = {
  args: { items: withIds },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Track List' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).queryByRole('button', { name: /^Watch / })).toBeNull();
  },
};

/** On a phone an ID's card has its star beside the like, pressable by touch or keyboard. */
export const WatchIdsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { items: withIds, onWatchChange: fn(), onLikeChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    const cards = within(canvas.getByRole('list', { name: 'Track List' })).getAllByRole('listitem');
    const star = within(cards[5]!).getByRole('button', { name: 'Watch ID by Call Super' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    star.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWatchChange).toHaveBeenCalledWith(6, true);
    await expect(within(cards[0]!).queryByRole('button', { name: /^Watch / })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
