import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteToggle } from './FavouriteToggle';

const meta = {
  title: 'Design System/FavouriteToggle',
  component: FavouriteToggle,
  args: { isSelected: false, onChange: fn() },
} satisfies Meta<typeof FavouriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const favourite = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Favourite', pressed: true }),
    ).toBeEnabled();
  },
};

export const ReadOnly: Story = {
  args: { isSelected: true, onChange: undefined },
  play: async ({ canvasElement }) => {
    const favourite = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await expect(favourite).toBeDisabled();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const favourite = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await userEvent.hover(favourite);
    await expect(favourite).toHaveAttribute('data-hovered', 'true');
  },
};
