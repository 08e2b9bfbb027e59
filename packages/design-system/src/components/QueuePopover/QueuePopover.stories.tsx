import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { nativeDrag, sampleQueue } from '../private/playerStoryFixtures';
import { queueEmptyHint, queueEmptyTitle } from './QueuePanel';
import { QueuePopover } from './QueuePopover';

const meta = {
  title: 'Design System/QueuePopover',
  component: QueuePopover,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    items: sampleQueue(6, 2),
    defaultOpen: true,
    onReorder: fn(),
    onRemove: fn(),
    onClear: fn(),
    onPlay: fn(),
  },
  decorators: [
    // The whole viewport, the trigger in the bottom corner where the player keeps it: the
    // queue opens above it, and the screenshot holds what is portalled over the page.
    (Story) => (
      <div
        style={{
          minHeight: '100dvh',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'flex-end',
          padding: tokens.space.medium,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueuePopover>;

export default meta;
type Story = StoryObj<typeof meta>;

// The queue is portalled to <body>, outside the story's canvas.
const page = within(document.body);
const queue = () => page.getByRole('dialog', { name: 'Queue' });
const rows = () =>
  within(page.getByRole('grid', { name: 'Sets in the queue' })).getAllByRole('row');
/**
 * The rows once they are there: react-aria builds a collection's items a render after the
 * dialog around them shows (a story run first, on a cold page, found the dialog without its grid).
 */
const renderedRows = () => waitFor(rows);

/** Closed: the button and its count; pressing it opens the queue. */
export const Trigger: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Queue, 6 sets' });
    await expect(button).toHaveTextContent('6');
    await expect(page.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(queue()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Nothing queued: what the queue is for, and where to fill it. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Queue' })).toBeVisible();
    await waitFor(() => expect(queue()).toBeVisible());
    await expect(within(queue()).getByText(queueEmptyTitle)).toBeVisible();
    await expect(within(queue()).getByText(queueEmptyHint)).toBeVisible();
    await expect(within(queue()).queryByRole('button', { name: 'Clear queue' })).toBeNull();
  },
};

/** Being read: placeholder rows, announced. */
export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async () => {
    await waitFor(() => expect(queue()).toBeVisible());
    await expect(within(queue()).getByRole('status')).toHaveTextContent('Loading the queue');
    await expect(within(queue()).queryByText(queueEmptyTitle)).toBeNull();
  },
};

/** 480 × 660: the current set in the middle, marked in words; those before it greyed as played. */
export const Several: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(queue()).toBeVisible());
    const popover = queue().parentElement!;
    await expect(popover.getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.queuePanelWidth),
    );
    await expect(popover.getBoundingClientRect().height).toBe(
      parseFloat(tokens.size.queuePanelHeight),
    );
    const [first, second, third, fourth] = await renderedRows();
    await expect(third).toHaveTextContent(/Now playing/);
    await expect(rows().filter((row) => row.textContent.includes('Now playing'))).toHaveLength(1);
    await expect(first).toHaveTextContent(/, played/);
    await expect(second).toHaveTextContent(/, played/);
    await expect(fourth).not.toHaveTextContent(/played/);
    // A row plays its set when pressed (here on its artist, away from its link and buttons).
    await userEvent.click(within(fourth!).getByText('DJ Seinfeld'));
    await expect(args.onPlay).toHaveBeenCalledWith(104);
  },
};

/** Thirty sets: the list scrolls inside the panel, its header stays. */
export const Long: Story = {
  args: { items: sampleQueue(30, 12) },
  play: async () => {
    await waitFor(() => expect(queue()).toBeVisible());
    const list = page.getByRole('grid', { name: 'Sets in the queue' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(queue().parentElement!.getBoundingClientRect().height).toBe(
      parseFloat(tokens.size.queuePanelHeight),
    );
    await expect(within(queue()).getByRole('button', { name: 'Clear queue' })).toBeVisible();
  },
};

/**
 * Reordering from the keyboard, react-aria's way: Enter on a row's handle picks it up, the
 * arrow keys move the drop point, Enter drops it.
 */
export const ReorderByKeyboard: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(queue()).toBeVisible());
    const handle = within(queue()).getByRole('button', {
      name: /Drag Boiler Room: Berlin Warehouse/,
    });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    // The drop point starts where the set is; three steps down it lies after the fourth set.
    const dropPoint = () => document.activeElement?.getAttribute('aria-label');
    await waitFor(() =>
      expect(dropPoint()).toBe(
        'Insert between Boiler Room: Berlin Warehouse and Sunrise at Kappa FuturFestival',
      ),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(dropPoint()).toBe('Insert between Live from the Lot Radio and Essential Mix'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith(101, 4);
  },
};

/** Reordering with a mouse: a row dragged by its handle and dropped below the fifth set. */
export const ReorderByPointer: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(queue()).toBeVisible());
    const [, second, , , fifth] = await renderedRows();
    await nativeDrag(second!, fifth!, 0.9);
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith(102, 5);
    // The drag is over on screen too (no dimmed row, no drop line) before the screenshot: on a
    // loaded machine the rows were once shot while react-aria was still ending the session.
    await waitFor(() =>
      expect(document.querySelector('[data-dragging], [data-drop-target]')).toBeNull(),
    );
  },
  parameters: {
    // After the drag, the visual run beside other suites sometimes draws the dots of the first
    // five rows' handles with their edges a shade softer (a channel 22 becoming 25, 40 pixels in
    // all, seen twice on fresh clones): a rasterization that varies, not a state the story
    // leaves. Rows moved or dimmed differ by thousands of pixels.
    visual: { allowedMismatchedPixels: 120 },
  },
};

/** Each row's own button removes it. */
export const Remove: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(queue()).toBeVisible());
    await userEvent.click(
      within(queue()).getByRole('button', { name: 'Remove Essential Mix from queue' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(105);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Clear queue empties it in one press. */
export const Clear: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(queue()).toBeVisible());
    await userEvent.click(within(queue()).getByRole('button', { name: 'Clear queue' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** A phone: a sheet across the whole width, risen from the bottom edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await waitFor(() => expect(queue()).toBeVisible());
    const sheet = queue().parentElement!;
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      return expect([box.left, box.width, Math.round(box.bottom)]).toEqual([
        0,
        document.documentElement.clientWidth,
        window.innerHeight,
      ]);
    });
    await expect(within(queue()).getByRole('button', { name: 'Close queue' })).toBeVisible();
  },
};
