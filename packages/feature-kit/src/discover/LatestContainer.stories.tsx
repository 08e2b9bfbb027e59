import { makeArtist, makeLabel, setsHandlers, tracksHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { entityRow } from './entityRow.ts';
import { LatestContainer } from './LatestContainer.tsx';
import { artistLatestSource, labelLatestSource } from './latestRequests.ts';

const artistOf = (id: number) => {
  const artist = makeArtist({ id });
  return entityRow(artist, '/artists', artist.art_url_sm);
};
/** Tomás Arriaga: more than 4 sets, so the row lists the newest 4. */
const artist = artistOf(2);
/** Hollow Pattern: no set, so the row lists the newest tracks. */
const setless = artistOf(13);
/** A record label with more than 4 sets. */
const label = entityRow(makeLabel({ id: 101 }), '/labels', null);
const listName = `Latest sets of ${artist.name}`;

// The expanded row of a Discover Artists or Labels row, as the table shows it.
const meta = {
  title: 'Features/LatestRow',
  component: LatestContainer,
  args: { row: artist, source: artistLatestSource },
  parameters: { msw: { handlers: [...setsHandlers, ...tracksHandlers] } },
} satisfies Meta<typeof LatestContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Canvas {
  getByRole: (role: 'link', o: { name: string }) => HTMLElement;
}
const viewMore = (canvas: Canvas) => canvas.getByRole('link', { name: 'View more' });

/** Four placeholders of the entries' size while the sets load. */
export const Loading: Story = {
  parameters: { msw: { handlers: setsHandlers.slow } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: listName })).toHaveAttribute('aria-busy', 'true');
    await expect(viewMore(canvas)).toHaveAttribute('href', artist.href);
  },
};

/** No sets come back: no list, only View more to the artist page. */
export const Empty: Story = {
  parameters: { msw: { handlers: setsHandlers.empty } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('list', { name: listName })).toBeNull());
    await expect(viewMore(canvas)).toHaveAttribute('href', artist.href);
  },
};

/** spec.md section 8: a failed load is only logged; View more still leads to the artist. */
export const Error: Story = {
  parameters: { msw: { handlers: setsHandlers.error } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('list', { name: listName })).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(viewMore(canvas)).toBeVisible();
  },
};

/** An artist's 4 newest sets, each linking to its page, then View more. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: listName });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    for (const link of within(list).getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^\/sets\/\d+$/);
    }
    await expect(viewMore(canvas)).toHaveAttribute('href', artist.href);
  },
};

/** An artist without sets: the row lists its newest tracks instead. */
export const WithoutSets: Story = {
  args: { row: setless },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: `Latest tracks of ${setless.name}` });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    for (const link of within(list).getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^\/tracks\/\d+$/);
    }
  },
};

/** A label's row reads the label's sets and leads to the label page. */
export const Label: Story = {
  args: { row: label, source: labelLatestSource },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: `Latest sets of ${label.name}` });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(viewMore(canvas)).toHaveAttribute('href', label.href);
  },
};
