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
import { announceLikesChanged } from '../engagement/index.ts';
import { expectSnackbar } from '../snackbarStories.ts';
import {
  expectGuestAskedToLogIn,
  expectWatchAndUnwatch,
  expectWatchRolledBack,
  watchName,
} from '../watchStories.ts';
import { SetPageContainer } from './SetPageContainer.tsx';

const set = SET_FIXTURES[0]!;
/** The IDs of a set's Track List, in play order. */
const idsOf = (setId: number) =>
  SET_TRACK_FIXTURES.filter((entry) => entry.set_meta_id === setId).flatMap((entry) =>
    TRACK_FIXTURES.filter((track) => track.id === entry.track_meta_id && track.mix_type === 'ID'),
  );
/** A set whose Track List holds two IDs or more, by different artists. */
const withIds = SET_FIXTURES.find((candidate) => idsOf(candidate.id).length >= 2)!;
const [firstId, secondId] = idsOf(withIds.id);
const catalog = [...setsHandlers, ...postsHandlers];

/**
 * The set page's favourite and like toggles and its Track List's like and watch toggles against
 * the mock API, signed in (spec.md sections 2, 4 and 8).
 */
const meta = {
  title: 'Features/SetPage/Toggles',
  component: SetPageContainer,
  args: { id: set.id },
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers] } },
} satisfies Meta<typeof SetPageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Favourite: pressed at once, confirmed by the server, and said in a snackbar. */
export const FavouriteSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    const favourite = await canvas.findByRole('button', { name: 'Favourite' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expectSnackbar('Set added to favorites!');
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A favourite already: pressing removes it, and the snackbar says so. */
export const FavouriteRemoved: Story = {
  beforeEach: () => {
    seedEngagement({ favSets: [set.id] });
  },
  play: async ({ canvas, userEvent }) => {
    const favourite = await canvas.findByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(favourite);
    await expectSnackbar('Set removed from favorites!');
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  },
};

/** While the like is on its way the heart and its count move at once (optimistic). */
export const LikeSaving: Story = {
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers.slow] } },
  play: async ({ canvas, userEvent }) => {
    const like = await canvas.findByRole('button', { name: /^Like(, [\d,+]+ likes?)?$/ });
    const before = like.getAttribute('aria-label') ?? '';
    const count = Number(/(\d+) like/.exec(before)?.[1] ?? 0);
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(
      `Like, ${count + 1} ${count + 1 === 1 ? 'like' : 'likes'}`,
    );
    await expectSnackbar('Set added to likes!', 4000);
  },
};

/** The server refuses: the like rolls back and the snackbar says something went wrong. */
export const LikeRefused: Story = {
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers.refused] } },
  play: async ({ canvas, userEvent }) => {
    const like = await canvas.findByRole('button', { name: /^Like(, [\d,+]+ likes?)?$/ });
    const before = like.getAttribute('aria-label');
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // The client retries a failed call once (spec.md section 7) before it gives up.
    await expectSnackbar('Something went wrong, please try again!', 8000);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAttribute('aria-label', before);
  },
};

/** A track of the Track List liked from its row: at once, then said in a snackbar. */
export const TrackRowLiked: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Track List' });
    const like = within(table).getAllByRole('button', { name: /^Like .+, \d+ likes?$/ })[0]!;
    const [, title = '', count = '0'] =
      /^Like (.+), (\d+) likes?$/.exec(like.ariaLabel ?? '') ?? [];
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expectSnackbar(/^(Track|ID) added to likes!$/);
    const liked = Number(count) + 1;
    await expect(
      within(table).getByRole('button', {
        name: `Like ${title}, ${String(liked)} ${liked === 1 ? 'like' : 'likes'}`,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** spec.md section 4: the page reads the set again when its likes change elsewhere (the player). */
export const LikesChangedElsewhere: Story = {
  play: async ({ canvas }) => {
    const like = await canvas.findByRole('button', { name: /^Like(, [\d,+]+ likes?)?$/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // The listener likes a moment of it in the player, which tells the page so.
    seedEngagement({ likedSets: [set.id] });
    announceLikesChanged(set.id);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Like(, [\d,+]+ likes?)?$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** Each ID of the Track List has a star; pressing it watches the ID, pressing again stops. */
export const WatchAnId: Story = {
  args: { id: withIds.id },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Track List' });
    await expect(within(table).getAllByRole('button', { name: /^Watch / })).toHaveLength(
      idsOf(withIds.id).length,
    );
    await expectWatchAndUnwatch(within(table).getByRole('button', { name: watchName(firstId!) }));
  },
};

/** An ID watched already (from its page) shows its star pressed; the others do not. */
export const Watched: Story = {
  args: { id: withIds.id },
  beforeEach: () => {
    seedEngagement({ watchedIds: [secondId!.id] });
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Track List' });
    const star = (track: typeof firstId) =>
      within(table).getByRole('button', { name: watchName(track!) });
    await waitFor(() => expect(star(secondId)).toHaveAttribute('aria-pressed', 'true'));
    await expect(star(firstId)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The server refuses: the star rolls back and the snackbar says something went wrong. */
export const WatchRefused: Story = {
  args: { id: withIds.id },
  parameters: { msw: { handlers: [...catalog, ...engagementHandlers.refused] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Track List' });
    await expectWatchRolledBack(within(table).getByRole('button', { name: watchName(firstId!) }));
  },
};

export const WatchAsGuest: Story = {
  args: { id: withIds.id },
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Track List' });
    await expectGuestAskedToLogIn(within(table).getByRole('button', { name: watchName(firstId!) }));
  },
};

/** On a phone the stars sit on the IDs' cards. */
export const WatchOnPhone: Story = {
  args: { id: withIds.id },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Track List' });
    await expectWatchAndUnwatch(within(list).getByRole('button', { name: watchName(firstId!) }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
