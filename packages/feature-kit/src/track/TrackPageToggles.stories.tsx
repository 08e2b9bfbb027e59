import {
  TRACK_FIXTURES,
  engagementHandlers,
  postsHandlers,
  seedEngagement,
  setsHandlers,
  tracksHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import { TrackPageContainer } from './TrackPageContainer.tsx';

const original = TRACK_FIXTURES.find((track) => track.mix_type === 'original_mix')!;
const unidentified = TRACK_FIXTURES.find((track) => track.mix_type === 'ID')!;
const catalog = [...tracksHandlers, ...setsHandlers, ...postsHandlers];

/** The track page's favourite (watch, for an ID), like and purchase against the mock API. */
const meta = {
  title: 'Features/TrackPage/Toggles',
  component: TrackPageContainer,
  args: { id: original.id },
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers] } },
} satisfies Meta<typeof TrackPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A track's favourite and like, each said in its snackbar (spec.md section 8). */
export const FavouriteAndLike: Story = {
  play: async ({ canvas, userEvent }) => {
    const favourite = await canvas.findByRole('button', { name: 'Favourite' });
    await userEvent.click(favourite);
    await expectSnackbar('Track added to favorites!');
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    const like = canvas.getByRole('button', { name: /^Like(, [\d,+]+ likes?)?$/ });
    await userEvent.click(like);
    await expectSnackbar('Track added to likes!');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Favouriting an ID is watching it: its own words, and no Buy. */
export const WatchAnId: Story = {
  args: { id: unidentified.id },
  play: async ({ canvas, userEvent }) => {
    const watch = await canvas.findByRole('button', { name: 'Favourite' });
    await userEvent.click(watch);
    await expectSnackbar('Started watching ID');
    await userEvent.click(watch);
    await expectSnackbar('Stopped watching ID');
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('link', { name: 'Buy' })).toBeNull();
  },
};

/** Bought before: the store link reads Purchased. */
export const Purchased: Story = {
  beforeEach: () => {
    seedEngagement({ purchasedTracks: [original.id] });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Purchased' })).toBeVisible());
    await expect(canvas.queryByRole('link', { name: 'Buy' })).toBeNull();
  },
};
