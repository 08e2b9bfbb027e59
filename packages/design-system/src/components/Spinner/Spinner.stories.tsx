import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    const ring = spinner.firstElementChild!;
    await expect(ring.getBoundingClientRect().width).toBe(parseFloat(tokens.size.spinner));
    await expect(getComputedStyle(ring).animationDuration).toBe(
      `${parseFloat(tokens.loop.spin) / 1000}s`,
    );
  },
};

/** Fits inside a button; named for screen readers unless decorative. */
export const Small: Story = {
  args: { size: 'small', label: 'Loading tracks' },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading tracks' });
    const ring = spinner.firstElementChild!;
    await expect(ring.getBoundingClientRect().width).toBe(parseFloat(tokens.size.spinnerSmall));
    await expect(getComputedStyle(ring).borderTopWidth).toBe(tokens.borderWidth.spinnerSmall);
  },
};

/** Inside a control that already says it is busy: no second announcement. */
export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
