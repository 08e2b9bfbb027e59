import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Hero } from '../Hero/Hero';
import { rgb } from '../private/storyFixtures';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AuthOverlay } from './AuthOverlay';

const meta = {
  title: 'Design System/AuthOverlay',
  component: AuthOverlay,
  parameters: { layout: 'fullscreen' },
  // A viewport-tall page behind the overlay, to show it dims rather than hides (and so the
  // screenshot reaches the centred spinner).
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: tokens.space.large }}>
        <Stack>
          <Hero title="Discover Sets" subtitle="Dive down the rabbit hole with musical journeys" />
          <Text>Featured Sets, Newest Tracks, Featured Artists, Featured Labels.</Text>
        </Stack>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlayOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Covers the whole viewport above every layer, dims the page and announces itself politely. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const overlay = overlayOf(canvasElement);
    await expect(overlay).toHaveTextContent('Checking your session');
    await expect(overlay).toHaveAttribute('aria-live', 'polite');
    const { top, left, width, height } = overlay.getBoundingClientRect();
    await expect({ top, left, width, height }).toEqual({
      top: 0,
      left: 0,
      width: window.innerWidth,
      height: window.innerHeight,
    });
    await expect(getComputedStyle(overlay).zIndex).toBe(tokens.zIndex.overlay);
    const backdrop = overlay.firstElementChild!;
    await expect(getComputedStyle(backdrop).opacity).toBe(tokens.opacity.overlay);
    await expect(getComputedStyle(backdrop).backgroundColor).toBe(rgb(tokens.color.background));
    // The page underneath cannot be reached by pointer.
    const hero = within(canvasElement).getByRole('heading', { name: 'Discover Sets' });
    const { x, y } = hero.getBoundingClientRect();
    await expect(overlay.contains(document.elementFromPoint(x + 1, y + 1))).toBe(true);
  },
};

/** The ripple: the spec's 80px spinner, two rings spreading half a cycle apart. */
export const Ripple: Story = {
  play: async ({ canvasElement }) => {
    const overlay = overlayOf(canvasElement);
    const ripple = overlay.querySelector('[aria-hidden="true"]:nth-child(2)')!;
    await expect(ripple.getBoundingClientRect().width).toBe(parseFloat(tokens.size.spinner));
    const [first, second] = [...ripple.querySelectorAll('circle')];
    await expect(getComputedStyle(first!).animationDuration).toBe(
      `${parseFloat(tokens.loop.ripple) / 1000}s`,
    );
    // Both rings spread on the same cycle (the second half a cycle behind; the visual test
    // freezes delays, so that is not asserted here).
    await expect(getComputedStyle(second!).animationName).toBe(
      getComputedStyle(first!).animationName,
    );
    // Without its animation (reduced motion ends it at once) a ring rests full size and opaque:
    // the circle through the middle of its stroke spans the spinner less one stroke width.
    first!.style.animation = 'none';
    await expect(getComputedStyle(first!).opacity).toBe('1');
    await expect(first!.getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.spinner) - parseFloat(tokens.borderWidth.spinnerSmall),
    );
  },
};

export const CustomLabel: Story = {
  args: { label: 'Signing you in' },
  play: async ({ canvasElement }) => {
    await expect(overlayOf(canvasElement)).toHaveTextContent('Signing you in');
  },
};

/** On a phone it still covers everything, with the spinner centred. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const overlay = overlayOf(canvasElement);
    await expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth);
    const ripple = overlay
      .querySelector('[aria-hidden="true"]:nth-child(2)')!
      .getBoundingClientRect();
    await expect(ripple.left + ripple.width / 2).toBeCloseTo(window.innerWidth / 2, 0);
    await expect(ripple.top + ripple.height / 2).toBeCloseTo(window.innerHeight / 2, 0);
  },
};
