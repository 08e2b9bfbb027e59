import {
  artistsHandlers,
  engagementHandlers,
  labelsHandlers,
  makeArtist,
  seedEngagement,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import { ArtistPageContainer } from './ArtistPageContainer.tsx';

const artist = makeArtist({ id: 2 });
const catalog = [...artistsHandlers, ...labelsHandlers, ...setsHandlers, ...tracksHandlers];

/** Follow/Following on an artist page against the mock API (spec.md section 4). */
const meta = {
  title: 'Features/ArtistPage/Follow',
  component: ArtistPageContainer,
  args: { id: artist.id },
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers] } },
} satisfies Meta<typeof ArtistPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follow becomes Following at once and stays so once the server confirms it. */
export const FollowSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Follow' }));
    const following = canvas.getByRole('button', { name: 'Following' });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    // Settled: still Following once nothing is on its way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('button', { name: 'Following' })).toBeVisible();
  },
};

/** Followed before: Following, and pressing unfollows. */
export const Unfollow: Story = {
  beforeEach: () => {
    seedEngagement({ followedArtists: [artist.id] });
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Following' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Following' }));
    await expect(await canvas.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The server refuses: back to Follow, with the failure snackbar. */
export const FollowRefused: Story = {
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers.refused] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Follow' }));
    await expectSnackbar('Something went wrong, please try again!', 8000);
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
