import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { brokenArtUrl, fitsWidth, placeholderArt } from '../private/storyFixtures';
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

/** spec.md section 2 allows two tags on a card; the rest are dropped, not wrapped. */
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
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

/** Pointer over the card: it lifts by the lift distance and the title takes the accent. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Boiler Room: Berlin Warehouse' });
    // The card is the decorator's only child.
    const card = canvasElement.querySelector('[style*="width"] > div')!;
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await waitFor(() =>
      expect(new DOMMatrix(getComputedStyle(card).transform).f).toBe(
        -parseFloat(tokens.distance.lift),
      ),
    );
  },
};

/**
 * Tabbing onto a card draws one ring, around the whole card: the link's ::after carries it and
 * the link itself draws none (the global :focus-visible rule must not add a second, clipped one).
 */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Boiler Room: Berlin Warehouse' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
  },
};

/** Two columns on a phone make cards 160 wide: the text still fits and keeps its sizes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { title: 'Sunrise at Kappa FuturFestival, Turin', subtitle: 'Solomun & Tale Of Us' },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Sunrise/ });
    await expect(getComputedStyle(link).fontSize).toBe(tokens.type.body.fontSize);
    await expect(fitsWidth(canvasElement)).toBe(true);
    await expect(within(canvasElement).getByText('Techno')).toBeVisible();
  },
};
