import { TRACK_FIXTURES, makeTrack, setsHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TrackSetsContainer } from './TrackSetsContainer.tsx';

/** An original mix heard in several sets. */
const track = TRACK_FIXTURES.find((item) => item.mix_type === 'original_mix')!;
/** A track no set plays yet. */
const lonely = makeTrack({ id: 5000 });

// The Sets tab of a track page, on its own.
const meta = {
  title: 'Features/TrackSets',
  component: TrackSetsContainer,
  args: { trackId: track.id },
  parameters: { msw: { handlers: setsHandlers } },
} satisfies Meta<typeof TrackSetsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card placeholders under the list's name while the sets load. */
export const Loading: Story = {
  parameters: { msw: { handlers: setsHandlers.slow } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sets' });
    await expect(list).toBeVisible();
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByText('No sets found.')).toBeNull();
  },
};

/** A track no set plays yet: the empty message in place of the cards. */
export const Empty: Story = {
  args: { trackId: lonely.id },
  parameters: { msw: { handlers: setsHandlers.withCatalog({ tracks: [lonely] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sets found.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Sets' })).toBeNull();
  },
};

/** spec.md section 8: a failed load is only logged; it must not read as "No sets found.". */
export const Error: Story = {
  parameters: { msw: { handlers: setsHandlers.error } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Sets' })).toBeNull());
    await expect(canvas.queryByText('No sets found.')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The sets the track is played in, as cards linking to each set. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sets' });
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(0));
    const setLinks = within(list)
      .getAllByRole('link')
      .filter((link) => /^\/sets\/\d+$/.test(link.getAttribute('href') ?? ''));
    await expect(setLinks.length).toBeGreaterThan(0);
    await expect(canvas.queryByText('No sets found.')).toBeNull();
  },
};
