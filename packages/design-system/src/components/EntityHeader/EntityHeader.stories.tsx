import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { curatorPanelCopy, ExpandablePanel } from '../ExpandablePanel/ExpandablePanel';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { fitsWidth, placeholderArt, unbrokenText } from '../private/storyFixtures';
import { EntityHeader, type EntityHeaderProps } from './EntityHeader';

const meta = {
  title: 'Design System/EntityHeader',
  component: EntityHeader,
  args: {
    kind: 'artist',
    title: 'Ellen Allien',
    artUrl: placeholderArt(280),
    credits: [{ label: 'Founder of', links: [{ name: 'BPitch', href: '/labels/7' }] }],
    stats: [
      { label: 'Sets', value: 12 },
      { label: 'Tracks', value: 48 },
      { label: 'Remixes', value: 0 },
    ],
    follow: { isFollowed: false, onChange: fn() },
    likes: { isSelected: false, count: 1_204, onChange: fn() },
  },
} satisfies Meta<typeof EntityHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Artist: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ellen Allien' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BPitch' })).toHaveAttribute('href', '/labels/7');
    await expect(canvas.getByText(/Founder of/)).toBeVisible();
    // Zero counts are left out.
    await expect(canvas.queryByText('Remixes')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Like, 999+ likes' })).toHaveTextContent(
      '999+',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(args.follow?.onChange).toHaveBeenCalledWith(true);
  },
};

/** The toggles are controlled: the page flips them, here a little state stands in. */
export const ArtistFollowing: Story = {
  render: function Render(args: EntityHeaderProps) {
    const [isFollowed, setFollowed] = useState(true);
    const [liked, setLiked] = useState(true);
    return (
      <EntityHeader
        {...args}
        follow={{ isFollowed, onChange: setFollowed }}
        likes={{ isSelected: liked, count: liked ? 13 : 12, onChange: setLiked }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const following = canvas.getByRole('button', { name: 'Following' });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    const like = canvas.getByRole('button', { name: 'Like, 13 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(canvas.getByRole('button', { name: 'Like, 12 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Label: Story = {
  args: {
    kind: 'label',
    title: 'Afterlife',
    credits: [
      {
        label: 'Founded by',
        links: [
          { name: 'Tale Of Us', href: '/artists/3' },
          { name: 'Carmine Conte', href: '/artists/4' },
          { name: 'Matteo Milleri', href: '/artists/5' },
        ],
      },
    ],
    stats: [
      { label: 'Sets', value: 31 },
      { label: 'Tracks', value: 210 },
      { label: 'Artists', value: 44 },
    ],
    likes: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Label')).toBeVisible();
    // Three founders read "A, B & C".
    await expect(canvas.getByText(/Founded by/)).toHaveTextContent(
      'Founded by Tale Of Us, Carmine Conte & Matteo Milleri',
    );
  },
};

/** The set page: favourite and like toggles are read-only state until engagement wires them. */
export const Set: Story = {
  args: {
    kind: 'set',
    title: 'Boiler Room: Berlin Warehouse',
    byline: [
      { name: 'Ellen Allien', href: '/artists/1' },
      { name: 'Apparat', href: '/artists/2' },
    ],
    credits: [],
    details: [
      { label: 'Recorded', value: 'May 4, 2025' },
      { label: 'Curator', value: 'Boiler Room', href: '/labels/9' },
      { label: 'Identified Tracks', value: '12/15' },
    ],
    genres: ['Techno', 'Minimal / Deep Tech', 'Electronica', 'House'],
    stats: [],
    description: 'Three hours in a warehouse by the Spree.\nRecorded live.',
    follow: undefined,
    favourite: { isSelected: true },
    likes: { isSelected: false, count: 87 },
    actions: <Button onPress={fn()}>Play</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ellen Allien' })).toBeVisible();
    await expect(canvas.getByText('Recorded')).toBeVisible();
    await expect(canvas.getByText('12/15')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Boiler Room' })).toHaveAttribute(
      'href',
      '/labels/9',
    );
    // Up to 3 genre chips, each opening the filtered sets list.
    const genres = within(canvas.getByRole('list', { name: 'Genres' })).getAllByRole('link');
    await expect(genres).toHaveLength(3);
    await expect(genres[0]).toHaveAttribute('href', '/sets?genre=Techno');
    // Read-only: the state is there, pressing is not.
    const favourite = canvas.getByRole('button', { name: 'Favourite' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(favourite).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Like, 87 likes' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};

export const Track: Story = {
  args: {
    kind: 'track',
    title: 'Dance Again (Adriatique Remix)',
    artUrl: placeholderArt(120),
    byline: [{ name: 'Ellen Allien', href: '/artists/1' }],
    credits: [],
    details: [
      { label: 'Label', value: 'BPitch', href: '/labels/7' },
      { label: 'Released Date', value: 'March 14, 2024' },
      { label: 'BPM', value: '124' },
      { label: 'Key', value: 'A Minor' },
    ],
    genres: ['Melodic House & Techno'],
    genreList: '/tracks',
    genreHash: true,
    stats: [],
    follow: undefined,
    favourite: { isSelected: false, onChange: fn() },
    likes: { isSelected: false, count: 0, onChange: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('link', { name: 'Melodic House & Techno' });
    await expect(chip).toHaveTextContent('#Melodic House & Techno');
    await expect(chip).toHaveAttribute('href', '/tracks?genre=Melodic%20House%20%26%20Techno');
    // No likes yet: no badge, the name is just "Like".
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.likes?.onChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite' }));
    await expect(args.favourite?.onChange).toHaveBeenCalledWith(true);
  },
};

/** An ID: "Found in" links to the set, "First Heard" dates it, no genre or label yet. */
export const IdTrack: Story = {
  args: {
    ...Track.args,
    eyebrow: 'ID',
    title: 'ID',
    artUrl: null,
    details: [
      { label: 'Found in', value: 'Boiler Room: Berlin Warehouse', href: '/sets/1' },
      { label: 'First Heard', value: 'May 4, 2025' },
    ],
    genres: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ID' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Boiler Room: Berlin Warehouse' }),
    ).toHaveAttribute('href', '/sets/1');
    await expect(canvas.queryByRole('list', { name: 'Genres' })).not.toBeInTheDocument();
  },
};

/** Keyboard: Tab reaches the links, then Follow, then the likes toggle; each shows its ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'BPitch' })).toHaveFocus();
    await userEvent.tab();
    const follow = canvas.getByRole('button', { name: 'Follow' });
    await expect(follow).toHaveFocus();
    await expect(getComputedStyle(follow).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Like/ })).toHaveFocus();
  },
};

const longTitle =
  'Sunrise Session Recorded Live on the Main Stage at Kappa FuturFestival Turin, Extended Three Hour Closing Set';

export const LongText: Story = {
  args: { ...Set.args, title: longTitle, details: [...(Set.args?.details ?? [])] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: longTitle })).toBeVisible();
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

export const UnbrokenTitle: Story = {
  args: { title: unbrokenText },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

/** A phone: art beside the title, everything else beneath, nothing sideways. */
export const SetMobile: Story = {
  args: Set.args,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

/** The artist page's header in full: social links and the Bio go in the children slot. */
export const ArtistWithSocialAndBio: Story = {
  args: {
    children: (
      <>
        <SocialLinks
          ownerName="Ellen Allien"
          links={{
            soundcloud: 'https://soundcloud.com/ellen-allien',
            instagram: 'https://www.instagram.com/ellenallien',
            website: 'https://ellen-allien.example',
          }}
        />
        <ExpandablePanel title="Bio">
          Berlin DJ, producer and the founder of BPitch.
        </ExpandablePanel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'SoundCloud' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bio' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A label whose sponsor type is not label_meta: the curator panel instead of a Bio. */
export const CuratorMobile: Story = {
  args: {
    ...Label.args,
    title: 'Boiler Room',
    credits: [],
    follow: { isFollowed: true, onChange: fn() },
    children: (
      <ExpandablePanel title={curatorPanelCopy.title}>{curatorPanelCopy.body}</ExpandablePanel>
    ),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Curator profiles coming soon!' }),
    ).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
