import { tracksHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DiscoverStoryState, discoverSorts } from '../discover/index.ts';
import { TracksListContainer } from './TracksListContainer.tsx';

const meta = {
  title: 'Features/TracksList',
  component: TracksListContainer,
  args: { genre: undefined, sort: discoverSorts.tracks.defaultSort, onChange: () => undefined },
  render: ({ genre, sort }) => (
    <DiscoverStoryState initial={{ genre, sort }}>
      {(props) => <TracksListContainer {...props} />}
    </DiscoverStoryState>
  ),
  parameters: { msw: { handlers: tracksHandlers } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof TracksListContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: { getByRole: (role: 'table', o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('table', { name: 'Tracks' });
const titles = (element: HTMLElement) =>
  within(element)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('a')?.textContent ?? '');

export const Loading: Story = {
  parameters: { msw: { handlers: tracksHandlers.slow } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: tracksHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tracks found.')).toBeVisible();
  },
};

/** spec.md section 8: a failed load is only logged; the filter (the page's frame) stays. */
export const Error: Story = {
  parameters: { msw: { handlers: tracksHandlers.error } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    await expect(canvas.queryByText('No tracks found.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
  },
};

/** Newest first; a header sorts, Load More appends the next 20. */
export const Populated: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(within(table(canvas)).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByRole('columnheader', { name: /Released/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await waitFor(() => {
      const shown = titles(table(canvas));
      return expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(table(canvas)).getAllByRole('row')).toHaveLength(41));
  },
};

/** A genre from the address: the chip shows it, and it clears back to every genre. */
export const FilteredByGenre: Story = {
  args: { genre: 'Techno' },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() =>
      expect(within(table(canvas)).getAllByRole('row').length).toBeGreaterThan(1),
    );
    const genres = within(table(canvas)).getAllByRole('link', { name: 'Techno' });
    await expect(genres.length).toBe(within(table(canvas)).getAllByRole('row').length - 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Techno, clear filter' }));
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    // The whole list is back, its first page of 20 and not busy (the screenshot waits for it).
    await waitFor(() => expect(within(table(canvas)).getAllByRole('row')).toHaveLength(21));
    await waitFor(() => expect(table(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
  },
};

/** 360 px: the rows become cards under "Filter & Sort". */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const cards = () =>
      within(canvas.getByRole('list', { name: 'Tracks' })).queryAllByRole('listitem');
    await waitFor(() => expect(cards()).toHaveLength(20));
    await expect(canvas.getByRole('button', { name: 'Filter & Sort' })).toBeVisible();
  },
};
