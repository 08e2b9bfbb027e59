import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../tokens';
import { animatedProperties, fitsWidth } from '../private/storyFixtures';
import { EntityHeaderSkeleton } from './EntityHeaderSkeleton';

const meta = {
  title: 'Design System/EntityHeaderSkeleton',
  component: EntityHeaderSkeleton,
  args: { kind: 'set' },
} satisfies Meta<typeof EntityHeaderSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const artBox = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-hidden="true"] [aria-hidden="true"]')!;

export const Set: Story = {
  play: async ({ canvasElement }) => {
    // The art placeholder is the header art's size: 240 on a desktop.
    await expect(artBox(canvasElement).getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.artXlarge),
    );
    await expect(canvasElement.textContent).toBe('');
    // The header pulses as a whole, its art and lines still inside it.
    await expect(animatedProperties(canvasElement)).toEqual([['opacity']]);
  },
};

export const Artist: Story = {
  args: { kind: 'artist' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(artBox(canvasElement)).borderRadius).toBe(tokens.radius.full);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(artBox(canvasElement).getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.artMedium),
    );
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
