import {
  SET_FIXTURES,
  engagementHandlers,
  postsHandlers,
  seedEngagement,
  setsHandlers,
} from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { announceLikesChanged } from '../engagement/index.ts';
import { expectSnackbar } from '../snackbarStories.ts';
import { SetPageContainer } from './SetPageContainer.tsx';

const set = SET_FIXTURES[0]!;
const catalog = [...setsHandlers, ...postsHandlers];

/** The set page's favourite and like toggles against the mock API, signed in (spec.md 4, 8). */
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
