import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../tokens';
import { animatedProperties } from '../private/storyFixtures';
import { CardSkeleton } from './CardSkeleton';

const meta = {
  title: 'Design System/CardSkeleton',
  component: CardSkeleton,
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology; a square of art and text lines, like a Card, pulsing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(skeleton).not.toBeNull();
    const art = skeleton.firstElementChild!;
    const { width, height } = art.getBoundingClientRect();
    await expect(width).toBe(240);
    await expect(height).toBe(width);
    // The card pulses as a whole, its art and lines with it.
    await expect(getComputedStyle(skeleton).animationDuration).toBe(
      `${parseFloat(tokens.loop.pulse) / 1000}s`,
    );
    await expect(animatedProperties(skeleton)).toEqual([['opacity']]);
  },
};

const skeletonHeight = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-hidden="true"]')!.getBoundingClientRect().height;

/** Artists and labels: a title and a row of tags, no subtitle. */
export const Plain: Story = {
  args: { shape: 'plain' },
  play: async ({ canvasElement }) => {
    // Square art, a two-line title and one row of chips: no room for lines the card lacks.
    await expect(skeletonHeight(canvasElement)).toBeLessThan(240 + 120);
  },
};

/** A set: the artists, curator, facts and identified lines under the title. */
export const Set: Story = {
  args: { shape: 'set' },
  play: async ({ canvasElement }) => {
    await expect(skeletonHeight(canvasElement)).toBeGreaterThan(240 + 160);
  },
};
