import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButton } from './FollowButton';

const meta = {
  title: 'Design System/FollowButton',
  component: FollowButton,
  args: { isFollowed: false, onChange: fn() },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Follow: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Following: Story = {
  args: { isFollowed: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Following' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** The label follows the state the page holds. */
export const Toggling: Story = {
  render: function Render() {
    const [isFollowed, setFollowed] = useState(false);
    return <FollowButton isFollowed={isFollowed} onChange={setFollowed} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Follow' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveFocus();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const ReadOnly: Story = {
  args: { isFollowed: true, onChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Following' })).toBeDisabled();
  },
};

export const ReadOnlyNotFollowing: Story = {
  args: { isFollowed: false, onChange: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow' });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).opacity).not.toBe('1');
  },
};
