import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenArtUrl, placeholderArt } from '../private/storyFixtures';
import { Card } from './Card';

const meta = {
  title: 'Design System/Card',
  component: Card,
  args: {
    title: 'Boiler Room: Berlin Warehouse',
    subtitle: 'Ellen Allien',
    href: '/sets/1',
    artUrl: placeholderArt(280),
    tags: ['Techno', 'Minimal'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const artSource = (canvasElement: HTMLElement) => canvasElement.querySelector('img')?.src ?? '';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Boiler Room: Berlin Warehouse' });
    await expect(link).toHaveAttribute('href', '/sets/1');
    await expect(link).toHaveAccessibleDescription(/Ellen Allien/);
    await expect(artSource(canvasElement)).toBe(placeholderArt(280));
  },
};

export const NoArt: Story = {
  args: { artUrl: null },
  play: async ({ canvasElement }) => {
    await expect(artSource(canvasElement)).toMatch(/^data:image\/svg\+xml/);
  },
};

export const BrokenArt: Story = {
  args: { artUrl: brokenArtUrl },
  play: async ({ canvasElement }) => {
    // The fallback replaces the URL only after the browser reports the load error.
    await waitFor(() => expect(artSource(canvasElement)).toMatch(/^data:image\/svg\+xml/));
  },
};

export const TwoTags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Techno')).toBeVisible();
    await expect(canvas.getByText('Minimal')).toBeVisible();
    // Screen readers hear the tags as the link's description.
    const link = canvas.getByRole('link', { name: 'Boiler Room: Berlin Warehouse' });
    await expect(link).toHaveAccessibleDescription(expect.stringContaining('Minimal'));
  },
};

export const MoreThanTwoTags: Story = {
  args: { tags: ['Electronica', 'House', 'Ambient', 'Downtempo'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Electronica')).toBeVisible();
    await expect(canvas.getByText('House')).toBeVisible();
    await expect(canvas.queryByText('Ambient')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Downtempo')).not.toBeInTheDocument();
  },
};

export const NoSubtitleOrTags: Story = {
  args: { subtitle: undefined, tags: [] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Boiler Room: Berlin Warehouse' });
    await expect(link).not.toHaveAttribute('aria-describedby');
  },
};

const longTitle =
  'Sunrise Session Recorded Live on the Main Stage at Kappa FuturFestival Turin, Extended Three Hour Closing Set';

export const LongTitle: Story = {
  args: { title: longTitle, subtitle: 'Solomun, Tale Of Us, Adriatique & Mind Against' },
  play: async ({ canvasElement }) => {
    // Clamped to two lines on screen, but the link still carries the whole title.
    await expect(within(canvasElement).getByRole('link', { name: longTitle })).toBeVisible();
  },
};

export const UnbrokenWord: Story = {
  args: { title: 'Extraterrestrialsoundsystemcommunicationsarchive_vol_01_unmastered' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    const art = canvasElement.querySelector('img');
    // The word wraps inside the card (as wide as its art) instead of overflowing its column.
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      (art?.getBoundingClientRect().right ?? 0) + 0.5,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
};
