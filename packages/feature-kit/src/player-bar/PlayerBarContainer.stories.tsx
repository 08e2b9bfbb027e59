import { playerBarHeights } from '@rabbithole/design-system';
import {
  POST_FIXTURES,
  SET_FIXTURES,
  SET_TRACK_FIXTURES,
  SIGNED_IN_SESSION,
  TRACK_FIXTURES,
  playerHandlers,
  postsHandlers,
  seedEngagement,
  seedQueue,
  sessionHandlers,
  setsHandlers,
} from '@rabbithole/mocks';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { usePlayerControls, type LoadOptions } from '../player/index.ts';
import { expectSnackbar } from '../snackbarStories.ts';
import { PlayerBarContainer } from './PlayerBarContainer.tsx';

const set = SET_FIXTURES[0]!;
/** 12:34 of the set's hour: inside its third track. */
const moment = 754_000;
const thirdEntry = SET_TRACK_FIXTURES.find(
  (entry) => entry.set_meta_id === set.id && entry.track_position === 3,
)!;
const thirdTrack = TRACK_FIXTURES.find((track) => track.id === thirdEntry.track_meta_id)!;
const queued = SET_FIXTURES.slice(0, 3);
/** The listener's queue: the first three sets, the one at `currentIndex` current. */
const queueThreeSets = (currentIndex: number) => () => {
  seedQueue(
    SIGNED_IN_SESSION.user_id,
    queued.map((queuedSet) => queuedSet.id),
    currentIndex,
  );
};

const catalog = [...setsHandlers, ...postsHandlers, ...sessionHandlers];

/** Plays set `setId` as a listener's Play does, once the player is in the page. */
function PlayOnMount({ setId, startMs, autoplay }: LoadOptions & { setId: number }) {
  // Named apart: storybook's lint takes any `play(…)` call for running another story's play.
  const { play: playSet } = usePlayerControls();
  // The controls do nothing until the player's engine is in the page, and change once it is.
  useEffect(() => playSet(setId, { startMs, autoplay }), [playSet, setId, startMs, autoplay]);
  return null;
}

const withSetInPlayer =
  (options: LoadOptions): Decorator =>
  (Story) => (
    <>
      <PlayOnMount setId={set.id} {...options} />
      <Story />
    </>
  );

const playing = withSetInPlayer({ startMs: moment });

/**
 * The persistent player of the signed-in app against the mock API: its set comes from the queue
 * or a Play, through the preview's silent StillAudio, whose time stands still.
 */
const meta = {
  title: 'Features/PlayerBar',
  component: PlayerBarContainer,
  parameters: {
    layout: 'fullscreen',
    fillViewport: true,
    session: 'signed-in',
    msw: { handlers: [...catalog, ...playerHandlers] },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PlayerBarContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const findBar = (canvas: HTMLElement) => within(canvas).findByRole('region', { name: 'Player' });
const queueRows = () =>
  within(page.getByRole('grid', { name: 'Sets in the queue' })).getAllByRole('row');

/** Opens the queue from the bar by its button `name`; the queue is portalled to <body>. */
async function openQueue(
  bar: HTMLElement,
  name: string,
  user: { click: (element: Element) => Promise<void> },
) {
  await user.click(within(bar).getByRole('button', { name }));
  await waitFor(() => expect(page.getByRole('dialog', { name: 'Queue' })).toBeVisible());
}

/** Signed in, nothing queued and nothing played: no player at all. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    // Time for the queue to be read and answered (at once by the mocks): still nothing to resume.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('region', { name: 'Player' })).toBeNull();
  },
};

/** Back after a reload: the queue's current set in the bar, paused; the set before it played. */
export const ResumedFromQueue: Story = {
  beforeEach: queueThreeSets(1),
  play: async ({ canvasElement, userEvent }) => {
    const bar = await findBar(canvasElement);
    const inBar = within(bar);
    await expect(inBar.getByRole('link', { name: queued[1]!.set_name })).toBeVisible();
    await expect(inBar.getByRole('button', { name: 'Play' })).toBeEnabled();
    await openQueue(bar, 'Queue, 3 sets', userEvent);
    // The list's code loads on the first queue with sets shown; placeholder rows until then.
    await waitFor(() => expect(queueRows()).toHaveLength(3));
    const [first, second, third] = queueRows();
    await expect(first).toHaveTextContent(/, played/);
    await expect(second).toHaveTextContent(/Now playing/);
    await expect(third).not.toHaveTextContent(/played|Now playing/);
  },
};

/** A set playing inside its third track: the track, Pause, and where the seek bar stands. */
export const Playing: Story = {
  decorators: [playing],
  play: async ({ canvasElement }) => {
    const inBar = within(await findBar(canvasElement));
    await expect(await inBar.findByRole('link', { name: thirdTrack.title })).toBeVisible();
    await expect(inBar.getByRole('link', { name: set.set_name })).toBeVisible();
    await expect(inBar.getByRole('button', { name: 'Pause' })).toBeEnabled();
    await expect(inBar.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '12:34 of 1:00:00',
    );
  },
};

const commented = POST_FIXTURES.filter(
  (post) => post.set_meta_id === set.id && post.set_timestamp !== null,
);

/** The set's track starts, the listener's two liked moments and its timestamped comments. */
export const WithMarkers: Story = {
  decorators: [withSetInPlayer({ startMs: moment, autoplay: false })],
  beforeEach: () => {
    seedEngagement({
      likedMoments: [
        [set.id, 200_000],
        [set.id, 1_900_000],
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    const marks = (kind: string) => bar.querySelectorAll(`[data-mark="${kind}"]`);
    await waitFor(() => expect(marks('comment')).toHaveLength(commented.length));
    await expect(marks('like')).toHaveLength(2);
    await expect(marks('boundary')).toHaveLength(set.track_count - 1);
    // The marks are drawn for the eye; a screen reader reads them from the slider's details.
    const seek = within(bar).getByRole('slider', { name: 'Seek' });
    const details = document.getElementById(seek.getAttribute('aria-details') ?? '');
    await expect(details).toHaveTextContent(/^Your liked moments: 3:20 .+; 31:40 .+\. Comments: /);
  },
};

/** Like this moment: the snackbar names the track playing, and the moment joins the marks. */
export const LikeThisMoment: Story = {
  decorators: [playing],
  parameters: { visual: { snackbars: true } },
  play: async ({ canvasElement, userEvent }) => {
    const bar = await findBar(canvasElement);
    await within(bar).findByRole('link', { name: thirdTrack.title });
    await userEvent.click(within(bar).getByRole('button', { name: 'Like this moment' }));
    await expectSnackbar(`${thirdTrack.title} has been saved to your likes!`);
    // The mark follows the answer, just after the snackbar.
    await waitFor(() => expect(bar.querySelectorAll('[data-mark="like"]')).toHaveLength(1));
    await expect(within(bar).getByRole('button', { name: 'Like this moment' })).toBeEnabled();
  },
};

/** The like is refused: spec.md's failure message, and no mark is added. */
export const LikeFails: Story = {
  decorators: [playing],
  parameters: {
    visual: { snackbars: true },
    msw: { handlers: [...catalog, ...playerHandlers.refused] },
  },
  play: async ({ canvasElement, userEvent }) => {
    const bar = await findBar(canvasElement);
    await within(bar).findByRole('link', { name: thirdTrack.title });
    await userEvent.click(within(bar).getByRole('button', { name: 'Like this moment' }));
    await expectSnackbar('Failed to like track');
    await expect(bar.querySelectorAll('[data-mark="like"]')).toHaveLength(0);
  },
};

/** A move by keyboard the server refuses: shown at once, then rolled back, and said so. */
export const QueueReorderFails: Story = {
  parameters: {
    visual: { snackbars: true },
    msw: { handlers: [...catalog, ...playerHandlers.refused] },
  },
  beforeEach: queueThreeSets(0),
  play: async ({ canvasElement, userEvent }) => {
    const bar = await findBar(canvasElement);
    await openQueue(bar, 'Queue, 3 sets', userEvent);
    const titles = () => queueRows().map((row) => within(row).getByRole('link').textContent);
    const before = queued.map((queuedSet) => queuedSet.set_name);
    await expect(titles()).toEqual(before);
    page.getByRole('button', { name: `Drag ${before[0]!}` }).focus();
    // Picked up, carried past the second set, dropped: react-aria's keyboard drag and drop.
    const dropPoint = () => document.activeElement?.getAttribute('aria-label');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dropPoint()).toBe(`Insert between ${before[0]!} and ${before[1]!}`));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(dropPoint()).toBe(`Insert between ${before[1]!} and ${before[2]!}`));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual([before[1], before[0], before[2]]));
    // The client tries a refused call once more before it gives up.
    await expectSnackbar('Something went wrong, please try again!', 8000);
    await expect(titles()).toEqual(before);
  },
};

/** "?" anywhere on the page while a set is loaded lists the player's keys. */
export const KeyboardShortcutsHelp: Story = {
  decorators: [withSetInPlayer({ startMs: moment, autoplay: false })],
  play: async ({ canvasElement, userEvent }) => {
    await findBar(canvasElement);
    await expect(page.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    await userEvent.keyboard('?');
    await waitFor(() =>
      expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible(),
    );
  },
};

/** A phone: the compact bar, its seek bar along the top edge; like, play and the queue at hand. */
export const Mobile: Story = {
  decorators: [playing],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    const inBar = within(bar);
    await expect(await inBar.findByRole('link', { name: thirdTrack.title })).toBeVisible();
    await expect(bar.getBoundingClientRect().height).toBe(parseFloat(playerBarHeights.compact));
    await expect(inBar.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '12:34 of 1:00:00',
    );
    await expect(inBar.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(inBar.getByRole('button', { name: 'Like this moment' })).toBeVisible();
    // Played by choice, the set became the queue's one item.
    await expect(await inBar.findByRole('button', { name: 'Queue, 1 set' })).toBeVisible();
    for (const name of ['Previous track', 'Next track', 'Mute', 'Keyboard shortcuts']) {
      await expect(inBar.queryByRole('button', { name })).toBeNull();
    }
  },
};
