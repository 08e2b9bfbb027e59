import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeToggle } from './LikeToggle';

const meta = {
  title: 'Design System/LikeToggle',
  component: LikeToggle,
  args: { isSelected: false, count: 42, onChange: fn() },
} satisfies Meta<typeof LikeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like, 42 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Liked: Story = {
  args: { isSelected: true, count: 43 },
  play: async ({ args, canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like, 43 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** The count badge caps at 999 (spec.md section 9); the name says what the badge shows. */
export const OverCap: Story = {
  args: { count: 25_000 },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like, 999+ likes' });
    await expect(like).toHaveTextContent('999+');
  },
};

export const NoLikes: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like' })).toHaveTextContent('');
  },
};

/** Without a handler the state shows but cannot be changed. */
export const ReadOnly: Story = {
  args: { isSelected: true, onChange: undefined },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: /^Like/ });
    await expect(like).toBeDisabled();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Keyboard: Story = {
  render: function Render(args) {
    const [liked, setLiked] = useState(false);
    return <LikeToggle {...args} isSelected={liked} count={liked ? 1 : 0} onChange={setLiked} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const like = canvas.getByRole('button', { name: 'Like' });
    await expect(like).toHaveFocus();
    await expect(getComputedStyle(like).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
