import {
  TRACK_FIXTURES,
  artistsHandlers,
  engagementHandlers,
  labelsHandlers,
  makeArtist,
  seedEngagement,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import {
  expectGuestAskedToLogIn,
  expectWatchAndUnwatch,
  expectWatchRolledBack,
  starOf,
} from '../watchStories.ts';
import { ArtistPageContainer } from './ArtistPageContainer.tsx';

/** Tomás Arriaga, with IDs heard in sets. */
const artist = makeArtist({ id: 2 });
const [firstId, secondId] = TRACK_FIXTURES.filter(
  (track) =>
    track.mix_type === 'ID' && track.artists.some((credit) => credit.artist_meta.id === artist.id),
);
/** The IDs tab, as the address names it. */
const idsTab = { id: artist.id, tab: 'ids', onTabChange: fn() };
const catalog = [...artistsHandlers, ...labelsHandlers, ...setsHandlers, ...tracksHandlers];

/**
 * Follow/Following on an artist page and the watch stars of its IDs tab against the mock API
 * (spec.md sections 2, 4 and 8).
 */
const meta = {
  title: 'Features/ArtistPage/Toggles',
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

/** Each ID of the IDs tab has a star; pressing it watches the ID, pressing again stops. */
export const WatchAnId: Story = {
  args: idsTab,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    const star = await waitFor(() => starOf(table, firstId!));
    // Every row of the tab is an ID, and each has its star.
    await expect(within(table).getAllByRole('button', { name: /^Watch / })).toHaveLength(
      within(table).getAllByRole('row').length - 1,
    );
    await expectWatchAndUnwatch(star);
  },
};

/** An ID watched already shows its star pressed. */
export const Watched: Story = {
  args: idsTab,
  beforeEach: () => {
    seedEngagement({ watchedIds: [secondId!.id] });
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    await waitFor(() => expect(starOf(table, secondId!)).toHaveAttribute('aria-pressed', 'true'));
    await expect(starOf(table, firstId!)).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WatchRefused: Story = {
  args: idsTab,
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers.refused] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    await expectWatchRolledBack(await waitFor(() => starOf(table, firstId!)));
  },
};

export const WatchAsGuest: Story = {
  args: idsTab,
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'IDs' });
    await expectGuestAskedToLogIn(await waitFor(() => starOf(table, firstId!)));
  },
};
