import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SocialLinks } from './SocialLinks';

const meta = {
  title: 'Design System/SocialLinks',
  component: SocialLinks,
  args: {
    ownerName: 'Ellen Allien',
    links: {
      beatport: 'https://www.beatport.com/artist/ellen-allien/10001',
      soundcloud: 'https://soundcloud.com/ellen-allien',
      spotify: 'https://open.spotify.com/artist/ellen-allien',
      facebook: 'https://www.facebook.com/ellen-allien',
      instagram: 'https://www.instagram.com/ellenallien',
      twitter: 'https://twitter.com/ellenallien',
      youtube: 'https://www.youtube.com/@ellenallien',
      website: 'https://ellen-allien.example',
    },
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ellen Allien on the web' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Beatport',
      'SoundCloud',
      'Spotify',
      'Instagram',
      'Facebook',
      'Twitter',
      'YouTube',
      'Website',
    ]);
    const soundcloud = within(list).getByRole('link', { name: 'SoundCloud' });
    await expect(soundcloud).toHaveAttribute('href', 'https://soundcloud.com/ellen-allien');
    await expect(soundcloud).toHaveAttribute('target', '_blank');
    await expect(soundcloud).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Only the networks with a URL; a non-web URL is dropped rather than linked. */
export const Some: Story = {
  args: {
    links: {
      soundcloud: 'https://soundcloud.com/ellen-allien',
      instagram: null,
      website: 'javascript:alert(1)',
    },
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('SoundCloud');
  },
};

export const None: Story = {
  args: { links: { soundcloud: null, website: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const beatport = within(canvasElement).getByRole('link', { name: 'Beatport' });
    await expect(beatport).toHaveFocus();
    await expect(getComputedStyle(beatport).outlineStyle).toBe('solid');
  },
};
