import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { darkTheme } from '../../theme/vars.css';
import { ThemeRoot } from './ThemeRoot';

/** What every screen inherits: the dark surface, body text and the keyboard focus ring. */
const meta = {
  title: 'Design System/ThemeRoot',
  component: ThemeRoot,
  args: {
    applyToDocument: true,
    children: (
      <article>
        <h2>Dive down the rabbit hole</h2>
        <p>Sets with identified track lists, from the artists, labels and curators behind them.</p>
        <a href="#theme-root-sample">A link to focus</a>
      </article>
    ),
  },
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The document carries the theme too, so overlays portalled into <body> are themed.
    await expect(document.documentElement.classList.contains(darkTheme)).toBe(true);
    const text = within(canvasElement).getByText(/identified track lists/);
    const { color, backgroundColor } = getComputedStyle(document.body);
    await expect(getComputedStyle(text).color).not.toBe(backgroundColor);
    await expect(color).not.toBe(backgroundColor);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'A link to focus' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const { outlineStyle, outlineWidth } = getComputedStyle(link);
    await expect(outlineStyle).toBe('solid');
    await expect(parseFloat(outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** Nested inside another themed surface (a story, an embed): the document is left alone. */
export const ScopedToItsChildren: Story = {
  args: { applyToDocument: false },
};
