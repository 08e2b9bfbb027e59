import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fitsWidth, placeholderArt, unbrokenText } from '../private/storyFixtures';
import { ProfileHeader, profileBioInlineLimit, profileNoBio } from './ProfileHeader';

const meta = {
  title: 'Design System/ProfileHeader',
  component: ProfileHeader,
  args: {
    username: 'ellen_allien',
    avatarUrl: placeholderArt(280),
    bio: 'Berlin. Techno, electro and whatever the night asks for.\nOn the floor at Tresor most Fridays.',
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const longBio = [
  'Started collecting records in 1996, mostly Detroit imports from a shop that no longer exists.',
  'These days I listen to more sets than tracks: the journey matters more than the destination, and a good closing track can make a whole night make sense.',
  'Favourite rooms: Tresor, the old Panorama Bar bathrooms, any field at sunrise. Always looking for IDs from the 2000s minimal era, send them my way.',
].join('\n\n');

/** The name is the page's h1, the picture beside it, a short bio under both. */
export const WithBio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ellen_allien' })).toBeVisible();
    await expect(canvas.getByText(/On the floor at Tresor/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bio' })).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** No about_me: a quiet line says so, rather than an empty gap. */
export const NoBio: Story = {
  args: { bio: '   ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(profileNoBio)).toBeVisible();
  },
};

/** A long bio folds into the Bio panel, as on artist pages; it opens on press. */
export const LongBio: Story = {
  args: { bio: longBio },
  play: async ({ canvasElement }) => {
    await expect(longBio.length).toBeGreaterThan(profileBioInlineLimit);
    const trigger = within(canvasElement).getByRole('button', { name: 'Bio' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/Detroit imports/)).toBeVisible();
  },
};

/** No picture: the initials stand in. */
export const NoAvatar: Story = {
  args: { avatarUrl: null, username: 'Nina Kraviz' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('NK')).toBeVisible();
  },
};

/** A username with no break opportunity wraps inside the heading on a phone. */
export const UnbrokenUsername: Story = {
  args: { username: unbrokenText, avatarUrl: null },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

/** A phone: picture and name side by side, the bio under them. */
export const Mobile: Story = {
  args: { bio: longBio },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bio' })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
