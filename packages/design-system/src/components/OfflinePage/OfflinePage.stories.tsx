import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fitsWidth } from '../private/storyFixtures';
import { OfflinePage } from './OfflinePage';

const meta = {
  title: 'Design System/OfflinePage',
  component: OfflinePage,
  args: { onRetry: fn() },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(canvas.getByText(/come back as soon as your connection does/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A check of the connection under way: a spinner, and presses ignored until it answers. */
export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('data-pending', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A phone (390 px): the copy wraps and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
