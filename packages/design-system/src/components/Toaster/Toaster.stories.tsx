import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Button } from '../Button/Button';
import { fitsWidth, unbrokenText } from '../private/storyFixtures';
import { createToastQueue, toastTones, type ShowToastOptions } from './toastQueue';
import { Toaster, type ToasterProps } from './Toaster';

// Snackbars in a still story outlive the screenshot: the visual test may take longer than the
// real 5,000 ms to settle on a busy machine. Auto-hide has its own stories and a component test.
const stillForScreenshot = 60_000;
// Long enough to hover before it runs out, short enough to keep the story quick.
const shortTimeout = 1000;

/** Each story owns its queue: its snackbars never show up in the next one. */
const ownQueue = () => ({ queue: createToastQueue() });

/** Starts a story with these snackbars on screen, and clears them when it ends. */
const showing =
  (toasts: readonly ShowToastOptions[]) =>
  ({ args }: StoryContext<ToasterProps>) => {
    args.queue.clear();
    for (const toast of toasts) args.queue.show({ timeout: stillForScreenshot, ...toast });
    return () => args.queue.clear();
  };

const meta = {
  title: 'Design System/Toaster',
  component: Toaster,
  // The snackbars are what these stories show: the visual test keeps them in the screenshot.
  parameters: { layout: 'fullscreen', visual: { snackbars: true } },
  args: ownQueue(),
  argTypes: { queue: { control: false } },
  decorators: [
    // The whole viewport, so the screenshot holds the bottom-left corner the snackbars sit in.
    (Story) => (
      <div style={{ minHeight: '100dvh', padding: tokens.space.medium }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <Button
        variant="secondary"
        onPress={() => args.queue.show({ message: 'Set added to queue!', tone: 'success' })}
      >
        Show a snackbar
      </Button>
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

// Snackbars are portalled to <body>, outside the story's canvas.
const page = within(document.body);
const snackbars = () => page.queryAllByRole('alertdialog');

/** The snackbar with this message once it has faded in (it enters from transparent). */
async function shown(message: string): Promise<HTMLElement> {
  const snackbar = page.getByRole('alertdialog', { name: message });
  await waitFor(() => expect(snackbar).toBeVisible());
  return snackbar;
}

/** The corner margin at the current viewport width: larger from sm up. */
const cornerMargin = () =>
  parseFloat(window.innerWidth >= tokens.breakpoints.sm ? tokens.space.large : tokens.space.medium);

/** Its distances from the viewport's left and bottom edges, once it has slid into place. */
async function expectAt(snackbar: HTMLElement, { left, bottom }: { left: number; bottom: number }) {
  await waitFor(() => {
    const box = snackbar.getBoundingClientRect();
    return expect({ left: box.left, bottom: window.innerHeight - box.bottom }).toEqual({
      left,
      bottom,
    });
  });
}

/** Success: "Track added to favorites!", announced through an alert inside the snackbar. */
export const SuccessTone: Story = {
  args: ownQueue(),
  beforeEach: showing([{ message: 'Track added to favorites!', tone: 'success' }]),
  play: async () => {
    const snackbar = await shown('Track added to favorites!');
    await expect(within(snackbar).getByRole('alert')).toHaveTextContent(
      'Track added to favorites!',
    );
    await expect(within(snackbar).getByRole('button', { name: 'Close' })).toBeVisible();
    // Above the page and its dialogs (modal 1300), below tooltips.
    const region = page.getByRole('region', { name: /notification/ });
    await expect(getComputedStyle(region).zIndex).toBe(tokens.zIndex.snackbar);
  },
};

/** Info: "This set is already in the queue." */
export const InfoTone: Story = {
  args: ownQueue(),
  beforeEach: showing([{ message: 'This set is already in the queue.', tone: 'info' }]),
  play: async () => {
    await shown('This set is already in the queue.');
  },
};

/** Error: "Something went wrong, please try again!" */
export const ErrorTone: Story = {
  args: ownQueue(),
  beforeEach: showing([{ message: 'Something went wrong, please try again!', tone: 'error' }]),
  play: async () => {
    await shown('Something went wrong, please try again!');
  },
};

const threeTones: ShowToastOptions[] = [
  { message: 'Set added to queue!', tone: 'success' },
  { message: 'This set is already in the queue.', tone: 'info' },
  { message: 'Failed to like track', tone: 'error' },
];

/** Three at once, bottom-left; the newest sits nearest the corner. */
export const Stacked: Story = {
  args: ownQueue(),
  beforeEach: showing(threeTones),
  play: async () => {
    const [oldest, , newest] = await Promise.all(threeTones.map(({ message }) => shown(message)));
    await expect(snackbars()).toHaveLength(3);
    await expectAt(newest!, { left: cornerMargin(), bottom: cornerMargin() });
    await expect(newest!.getBoundingClientRect().top).toBeGreaterThan(
      oldest!.getBoundingClientRect().bottom,
    );
  },
};

/** Each tone keeps its icon, so the tone never rests on colour alone. */
export const EveryTone: Story = {
  args: ownQueue(),
  beforeEach: showing(toastTones.map((tone) => ({ message: `A ${tone} snackbar`, tone }))),
  play: async () => {
    const icons = await Promise.all(
      toastTones.map(async (tone) => {
        const snackbar = await shown(`A ${tone} snackbar`);
        return snackbar.querySelector('svg')?.innerHTML;
      }),
    );
    await expect(new Set(icons).size).toBe(toastTones.length);
  },
};

const longMessage =
  "Dance Again (Adriatique Remix) by Ellen Allien has been saved to your likes, at 1:02:03 of Sunrise at Kappa FuturFestival's closing set";

/** A long message wraps inside the snackbar; an unbroken one too. */
export const LongMessage: Story = {
  args: ownQueue(),
  beforeEach: showing([
    { message: longMessage, tone: 'success' },
    { message: `${unbrokenText} link has been copied to your clipboard!`, tone: 'info' },
  ]),
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    const snackbar = await shown(longMessage);
    await expect(snackbar.getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.snackbarWidth),
    );
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

/** spec.md section 9: four shown, three visible; the fourth waits and appears when one closes. */
export const AtMostThree: Story = {
  args: ownQueue(),
  beforeEach: showing([{ message: 'Track added to favorites!', tone: 'success' }, ...threeTones]),
  play: async () => {
    await shown('Failed to like track');
    await expect(snackbars()).toHaveLength(3);
    // The first one shown waits: react-aria shows the newest.
    await expect(page.queryByRole('alertdialog', { name: 'Track added to favorites!' })).toBeNull();
    const newest = page.getByRole('alertdialog', { name: 'Failed to like track' });
    await userEvent.click(within(newest).getByRole('button', { name: 'Close' }));
    await shown('Track added to favorites!');
    await expect(snackbars()).toHaveLength(3);
  },
};

/** spec.md section 9: no duplicates. The same message again, while it is shown, adds nothing. */
export const DuplicatesIgnored: Story = {
  args: ownQueue(),
  beforeEach: showing([]),
  play: async ({ args, canvas }) => {
    const show = canvas.getByRole('button', { name: 'Show a snackbar' });
    await userEvent.click(show);
    await userEvent.click(show);
    await expect(args.queue.show({ message: 'Set added to queue!', tone: 'success' })).toBeNull();
    await expect(page.getAllByRole('alertdialog', { name: 'Set added to queue!' })).toHaveLength(1);
    // Another message is still welcome.
    await expect(args.queue.show({ message: 'Playing track!', tone: 'info' })).not.toBeNull();
    await shown('Playing track!');
    await expect(snackbars()).toHaveLength(2);
  },
};

/** Left alone, a snackbar hides itself once its time is up (shortened here from 5,000 ms). */
export const HidesItself: Story = {
  args: ownQueue(),
  beforeEach: showing([{ message: 'Playing track!', tone: 'info', timeout: shortTimeout }]),
  play: async () => {
    await shown('Playing track!');
    await waitFor(() => expect(snackbars()).toHaveLength(0), { timeout: 4 * shortTimeout });
  },
};

/** The clock stops while the pointer is on the snackbars, and runs again when it leaves. */
export const PausesWhileHovered: Story = {
  args: ownQueue(),
  beforeEach: showing([{ message: 'Playing track!', tone: 'info', timeout: shortTimeout }]),
  play: async () => {
    const snackbar = await shown('Playing track!');
    await userEvent.hover(snackbar);
    await new Promise((resolve) => setTimeout(resolve, 2 * shortTimeout));
    await expect(snackbar).toBeVisible();
    await userEvent.unhover(snackbar);
    await waitFor(() => expect(snackbars()).toHaveLength(0), { timeout: 4 * shortTimeout });
  },
};

/** And while focus is on them: Tab to the close button, wait, then close it from the keyboard. */
export const PausesWhileFocused: Story = {
  args: ownQueue(),
  beforeEach: showing([{ message: 'Playing track!', tone: 'info', timeout: shortTimeout }]),
  play: async () => {
    const snackbar = await shown('Playing track!');
    const close = within(snackbar).getByRole('button', { name: 'Close' });
    snackbar.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 2 * shortTimeout));
    await expect(snackbar).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(snackbars()).toHaveLength(0));
  },
};

/** Raised above the persistent bottom player while one is shown. */
export const AbovePlayer: Story = {
  args: { ...ownQueue(), isAbovePlayer: true },
  beforeEach: showing([{ message: 'Set added to queue!', tone: 'success' }]),
  play: async () => {
    const snackbar = await shown('Set added to queue!');
    await expectAt(snackbar, {
      left: cornerMargin(),
      bottom: cornerMargin() + parseFloat(tokens.size.playerBar),
    });
  },
};

/** A phone: still bottom-left, the width of the screen less a margin each side. */
export const Mobile: Story = {
  args: ownQueue(),
  globals: { viewport: { value: 'mobile' } },
  beforeEach: showing([threeTones[0]!, { message: longMessage, tone: 'success' }]),
  play: async () => {
    const newest = await shown(longMessage);
    const margin = parseFloat(tokens.space.medium);
    await expectAt(newest, { left: margin, bottom: margin });
    for (const snackbar of snackbars()) {
      await expect(snackbar.getBoundingClientRect().right).toBe(
        document.documentElement.clientWidth - margin,
      );
    }
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
