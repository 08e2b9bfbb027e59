import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
    await expect(spinner.firstElementChild?.getBoundingClientRect().width).toBe(80);
  },
};

export const Small: Story = { args: { size: 'small' } };
