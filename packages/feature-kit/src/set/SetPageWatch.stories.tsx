import {
  SET_FIXTURES,
  SET_TRACK_FIXTURES,
  TRACK_FIXTURES,
  engagementHandlers,
  postsHandlers,
  seedEngagement,
  setsHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectSnackbar } from '../snackbarStories.ts';
import { SetPageContainer } from './SetPageContainer.tsx';

/** The IDs of a set's Track List, in play order. */
const idsOf = (setId: number) =>
  SET_TRACK_FIXTURES.filter((entry) => entry.set_meta_id === setId).flatMap((entry) =>
    TRACK_FIXTURES.filter((track) => track.id === entry.track_meta_id && track.mix_type === 'ID'),
  );
/** A set whose Track List holds two IDs or more. */
const set = SET_FIXTURES.find((candidate) => idsOf(candidate.id).length >= 2)!;
const [first, second] = idsOf(set.id);
const watchName = (track: { title: string; artist: string }) =>
  `Watch ${track.title} by ${track.artist}`;

const catalog = [...setsHandlers, ...postsHandlers];

/** Watching the IDs of a set's Track List against the mock API (spec.md sections 2 and 8). */
const meta = {
  title: 'Features/SetPage/Watch',
  component: SetPageContainer,
  args: { id: set.id },
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers] } },
} satisfies Meta<typeof SetPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each ID of the list has a star; pressing it watches the ID, pressing again stops. */
export const WatchAnId: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Track List' });
    await expect(within(table).getAllByRole('button', { name: /^Watch / })).toHaveLength(
      idsOf(set.id).length,
    );
    const star = within(table).getByRole('button', { name: watchName(first!) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expectSnackbar('Started watching ID');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expectSnackbar('Stopped watching ID');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

/** An ID watched already (from its page) shows its star pressed; the others do not. */
export const Watched: Story = {
  beforeEach: () => {
    seedEngagement({ watchedIds: [second!.id] });
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Track List' });
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: watchName(second!) })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(within(table).getByRole('button', { name: watchName(first!) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The server refuses: the star rolls back and the snackbar says something went wrong. */
export const WatchRefused: Story = {
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers.refused] } },
  play: async ({ canvas, userEvent }) => {
    const star = within(await canvas.findByRole('table', { name: 'Track List' })).getByRole(
      'button',
      { name: watchName(first!) },
    );
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    // The client retries a failed call once (spec.md section 7) before it gives up.
    await expectSnackbar('Something went wrong, please try again!', 8000);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A guest's press asks them to log in; nothing is sent and the star stays as it was. */
export const WatchAsGuest: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas, userEvent }) => {
    const star = within(await canvas.findByRole('table', { name: 'Track List' })).getByRole(
      'button',
      { name: watchName(first!) },
    );
    await userEvent.click(star);
    await expectSnackbar('Log in to watch IDs.');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

/** On a phone the stars sit on the IDs' cards. */
export const WatchOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Track List' });
    const star = within(list).getByRole('button', { name: watchName(first!) });
    await userEvent.click(star);
    await expectSnackbar('Started watching ID');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
