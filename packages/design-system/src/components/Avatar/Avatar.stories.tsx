import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { brokenArtUrl, placeholderArt } from '../private/storyFixtures';
import { Avatar, avatarSizes, initialsOf } from './Avatar';

const meta = {
  title: 'Design System/Avatar',
  component: Avatar,
  args: { name: 'Ellen Allien', src: placeholderArt(300) },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    await expect(img.parentElement!.getBoundingClientRect().width).toBe(
      parseFloat(tokens.size.artXsmall),
    );
  },
};

export const Initials: Story = {
  args: { src: null, size: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('EA')).toBeVisible();
    await expect(initialsOf('dj_seinfeld')).toBe('D');
    await expect(initialsOf('  Honey   Dijon ')).toBe('HD');
  },
};

export const BrokenPicture: Story = {
  args: { src: brokenArtUrl },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('EA')).toBeVisible());
  },
};

/** Alone (a profile page's avatar with no name beside it), it names its owner. */
export const Labelled: Story = {
  args: { size: 'large', isLabelled: true, src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ellen Allien' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} src={null} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('EA')).toHaveLength(3);
  },
};
