import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../tokens';
import { vars } from '../../theme/vars.css';
import { animatedProperties } from '../private/storyFixtures';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  args: { art: 'large' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();

/** The box of `<Art size="large" />`, to the pixel. */
export const Art: Story = {
  play: async ({ canvasElement }) => {
    const { width, height } = box(canvasElement);
    await expect(width).toBe(parseFloat(tokens.size.artLarge));
    await expect(height).toBe(parseFloat(tokens.size.artLarge));
    // Invisible to assistive technology: the region around it says it is busy.
    await expect(canvasElement.textContent).toBe('');
    // Alone, it pulses itself.
    await expect(animatedProperties(canvasElement)).toEqual([['opacity']]);
  },
};

export const Portrait: Story = {
  args: { art: 'medium', shape: 'circle' },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(element).borderRadius).toBe(tokens.radius.full);
    await expect(box(canvasElement).width).toBe(parseFloat(tokens.size.artMedium));
  },
};

/** One line of title text: exactly a title line-height tall. */
export const TextLine: Story = {
  args: { art: undefined, text: 'title', width: '70%' },
  play: async ({ canvasElement }) => {
    const { width, height } = box(canvasElement);
    await expect(height).toBe(parseFloat(tokens.type.title.lineHeight));
    await expect(width).toBeCloseTo(224, 0);
  },
};

/** A paragraph of three body lines; the last is shorter. */
export const Paragraph: Story = {
  args: { art: undefined, text: 'body', lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).height).toBe(3 * parseFloat(tokens.type.body.lineHeight));
    // The lines pulse as one.
    await expect(animatedProperties(canvasElement)).toEqual([['opacity']]);
  },
};

/** A block for a control, e.g. a large button. */
export const Block: Story = {
  args: {
    art: undefined,
    width: vars.size.controlMinWidth,
    height: vars.size.controlLarge,
    radius: 'full',
  },
  play: async ({ canvasElement }) => {
    const { width, height } = box(canvasElement);
    await expect(width).toBe(parseFloat(tokens.size.controlMinWidth));
    await expect(height).toBe(parseFloat(tokens.size.controlLarge));
  },
};
