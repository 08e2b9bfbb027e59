import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AdminRelease, type ReleaseOption } from './AdminRelease';

const option = (id: number, artist: string, title: string, ...details: string[]) => ({
  id,
  title,
  artist,
  details,
});

const idOptions: ReleaseOption[] = [
  option(
    201,
    'Tomás Arriaga',
    'ID',
    'Found in Sunrise at Dockside Amsterdam 2024',
    'First heard Jun 8, 2025',
  ),
  option(
    202,
    'Ilse Vrooman',
    'ID',
    'Found in Boiler Basement Leeds 2023',
    'First heard May 30, 2025',
  ),
  option(
    204,
    'Zara Quinn',
    'Untitled Dub',
    'Found in Open Air Closing Tbilisi 2022',
    'First heard May 2, 2025',
  ),
];

const trackOptions: ReleaseOption[] = [
  option(17, 'Nadia Kessler', 'Glass Horizon', 'Wax Theory', 'Mar 3, 2025'),
  option(18, 'Tidal Unit', 'Glass Harbour', 'Kinetic Rooms', 'Sep 21, 2020'),
];

const search = (
  results: ReleaseOption[],
  emptyMessage: string,
  selectedId: number | null = null,
) => ({
  onSearch: fn(),
  results,
  emptyMessage,
  selectedId,
  onSelect: fn(),
});

const meta = {
  title: 'Design System/AdminRelease',
  component: AdminRelease,
  args: {
    ids: search(idOptions, 'No IDs found.'),
    tracks: search([], 'Search by title, artist or label.'),
    id: null,
    track: null,
    onRelease: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AdminRelease>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: the newest IDs listed, the track search waiting for words. */
export const EmptySearch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Release an ID' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search IDs' })).toBeVisible();
    const ids = canvas.getByRole('listbox', { name: 'IDs' });
    await expect(within(ids).getAllByRole('option')).toHaveLength(3);
    await expect(within(ids).getAllByRole('option')[0]).toHaveTextContent(
      'Tomás Arriaga – IDFound in Sunrise at Dockside Amsterdam 2024 · First heard Jun 8, 2025',
    );
    await expect(canvas.getByText('Search by title, artist or label.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Release ID' })).toBeDisabled();
  },
};

/** Both searches answered, nothing chosen yet. */
export const Results: Story = {
  args: { tracks: search(trackOptions, 'No tracks found.') },
  play: async ({ canvas }) => {
    const tracks = canvas.getByRole('listbox', { name: 'Released tracks' });
    await expect(within(tracks).getAllByRole('option')).toHaveLength(2);
    for (const option of within(canvas.getByRole('listbox', { name: 'IDs' })).getAllByRole(
      'option',
    )) {
      await expect(option).toHaveAttribute('aria-selected', 'false');
    }
    await expect(canvas.getByText('Choose an ID and the track it was released as.')).toBeVisible();
  },
};

/** Both searches on their way: placeholders where the results will be. */
export const Searching: Story = {
  args: {
    ids: { ...search([], 'No IDs found.'), isLoading: true },
    tracks: { ...search([], 'No tracks found.'), isLoading: true },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('status').filter((s) => s.textContent === 'Searching'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const NoResults: Story = {
  args: {
    ids: search([], 'No IDs found.'),
    tracks: search([], 'No tracks found.'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No IDs found.')).toBeVisible();
    await expect(canvas.getByText('No tracks found.')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** An ID and its track chosen: the summary names both and Release ID can be pressed. */
export const SelectedBoth: Story = {
  args: {
    ids: search(idOptions, 'No IDs found.', 201),
    tracks: search(trackOptions, 'No tracks found.', 17),
    id: idOptions[0],
    track: trackOptions[0],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('option', { name: /^Tomás Arriaga – ID/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      canvas.getByText('Release Tomás Arriaga – ID as Nadia Kessler – Glass Horizon'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Release ID' }));
    await expect(args.onRelease).toHaveBeenCalledOnce();
  },
};

/** While the release is on its way the button is busy and ignores presses. */
export const Releasing: Story = {
  args: { ...SelectedBoth.args, isReleasing: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Release ID' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRelease).not.toHaveBeenCalled();
  },
};

/** Done: the page says how many listeners were told. */
export const Released: Story = {
  args: { released: { notified: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Released. 3 listeners notified.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** 409: someone released the ID meanwhile. */
export const AlreadyReleased: Story = {
  args: { ...SelectedBoth.args, error: 'This ID has been released already.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This ID has been released already.');
  },
};

export const Failed: Story = {
  args: { ...SelectedBoth.args, error: 'Something went wrong, please try again!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again!',
    );
    await expect(canvas.getByRole('button', { name: 'Release ID' })).toBeEnabled();
  },
};

/** Choosing by keyboard: Tab into a list, arrows to move, Enter to choose. */
export const Keyboard: Story = {
  args: { tracks: search(trackOptions, 'No tracks found.') },
  render: function Render(args) {
    const [id, setId] = useState<ReleaseOption | null>(null);
    const [track, setTrack] = useState<ReleaseOption | null>(null);
    return (
      <AdminRelease
        {...args}
        ids={{ ...args.ids, selectedId: id?.id ?? null, onSelect: setId }}
        tracks={{ ...args.tracks, selectedId: track?.id ?? null, onSelect: setTrack }}
        id={id}
        track={track}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const ids = canvas.getByRole('listbox', { name: 'IDs' });
    within(ids).getAllByRole('option')[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(ids).getByRole('option', { name: /^Ilse Vrooman – ID/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tracks = canvas.getByRole('listbox', { name: 'Released tracks' });
    within(tracks).getAllByRole('option')[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByText('Release Ilse Vrooman – ID as Nadia Kessler – Glass Horizon'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Release ID' })).toBeEnabled();
  },
};

/** A phone: the searches stack, long names wrap, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...SelectedBoth.args, released: { notified: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Released. 1 listener notified.')).toBeVisible();
    const [ids, tracks] = canvas.getAllByRole('listbox');
    await expect(ids!.getBoundingClientRect().bottom).toBeLessThan(
      tracks!.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
