import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fitsWidth } from '../private/storyFixtures';
import { GenreChip, genreChipLists } from './GenreChip';

const meta = {
  title: 'Design System/GenreChip',
  component: GenreChip,
  args: { genre: 'Techno' },
  argTypes: { list: { control: 'select', options: genreChipLists } },
} satisfies Meta<typeof GenreChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Techno' });
    await expect(link).toHaveAttribute('href', '/sets?genre=Techno');
  },
};

/** Genre names with "&" and "/" survive the round trip through the address. */
export const EncodedGenre: Story = {
  args: { genre: 'Melodic House & Techno', list: '/tracks' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Melodic House & Techno' });
    await expect(link).toHaveAttribute('href', '/tracks?genre=Melodic%20House%20%26%20Techno');
    const url = new URL(link.getAttribute('href')!, 'http://x');
    await expect(url.searchParams.get('genre')).toBe('Melodic House & Techno');
  },
};

/** The track page's `#genre` chip: "#" shown, not read. */
export const Hash: Story = {
  args: { genre: 'Deep House', list: '/tracks', hash: true, size: 'medium' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Deep House' });
    await expect(link).toHaveTextContent('#Deep House');
    await expect(link).toHaveAttribute('href', '/tracks?genre=Deep%20House');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Techno' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Techno' });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

export const LongGenre: Story = {
  args: { genre: 'Techno (Raw / Deep / Hypnotic)' },
  decorators: [
    (Story) => (
      <div style={{ width: 140 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Techno (Raw / Deep / Hypnotic)' }),
    ).toBeVisible();
    await expect(fitsWidth(canvasElement.firstElementChild!)).toBe(true);
  },
};
