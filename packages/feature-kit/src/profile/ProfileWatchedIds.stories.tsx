import {
  TRACK_FIXTURES,
  engagementHandlers,
  profileHandlers,
  seedEngagement,
  sessionHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import { ProfilePageContainer } from './ProfilePageContainer.tsx';

/** Two IDs by different artists, the first the newest watched. */
const [newest, older] = TRACK_FIXTURES.filter((track) => track.mix_type === 'ID').filter(
  (track, index, ids) => ids.findIndex((other) => other.artist === track.artist) === index,
);
const starName = (track: { title: string; artist: string }) =>
  `Watch ${track.title} by ${track.artist}`;

/** The profile's Watched IDs tab, where each ID can be unwatched (spec.md sections 2 and 8). */
const meta = {
  title: 'Features/ProfilePage/Watched IDs',
  component: ProfilePageContainer,
  args: { tab: 'ids', onTabChange: fn() },
  parameters: {
    session: 'signed-in',
    msw: { handlers: [...profileHandlers, ...engagementHandlers, ...sessionHandlers] },
  },
  beforeEach: () => {
    seedEngagement({ watchedIds: [newest!.id, older!.id] });
  },
} satisfies Meta<typeof ProfilePageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every watched ID shows its star pressed; pressing one stops watching it, in place. */
export const Unwatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Watched IDs' });
    const star = await within(table).findByRole('button', { name: starName(newest!) });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(within(table).getByRole('button', { name: starName(older!) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(star);
    await expectSnackbar('Stopped watching ID');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    // The row stays until the tab is read again, so a slip of the finger is undone in place.
    await userEvent.click(star);
    await expectSnackbar('Started watching ID');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  },
};
