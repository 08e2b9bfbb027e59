import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { rgb } from '../private/storyFixtures';
import { darkTheme } from '../../theme/vars.css';
import { ThemeRoot } from './ThemeRoot';

/** What every screen inherits: the dark surface, the typeface, body text and the focus ring. */
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
    await expect(getComputedStyle(document.body).backgroundColor).toBe(
      rgb(tokens.color.background),
    );
    await expect(getComputedStyle(text).color).toBe(rgb(tokens.color.text));
  },
};

/**
 * The self-hosted typeface, not a system look-alike: the woff2 from the npm package loads (the
 * same glyphs on every machine that runs the tests) and body text asks for it first.
 */
export const Typeface: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/identified track lists/);
    await expect(getComputedStyle(text).fontFamily).toMatch(/^"Space Grotesk Variable"/);
    const faces = await document.fonts.load(`16px "Space Grotesk Variable"`, 'Rabbithole');
    await expect(faces.map((face) => [face.family, face.status])).toEqual([
      ['Space Grotesk Variable', 'loaded'],
    ]);
    await expect(document.fonts.check(`700 16px "Space Grotesk Variable"`)).toBe(true);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'A link to focus' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const { outlineStyle, outlineWidth, outlineColor } = getComputedStyle(link);
    await expect(outlineStyle).toBe('solid');
    await expect(outlineWidth).toBe(tokens.size.focusRing);
    await expect(outlineColor).toBe(rgb(tokens.color.focusRing));
  },
};

/**
 * Nested inside another themed surface (a story, an embed): its own element carries the theme,
 * so its children read the palette even where the document does not.
 */
export const ScopedToItsChildren: Story = {
  args: { applyToDocument: false },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: /rabbit hole/ });
    const root = heading.closest(`.${darkTheme}`);
    await expect(root).not.toBeNull();
    await expect(root).not.toBe(document.documentElement);
    await expect(getComputedStyle(heading).color).toBe(rgb(tokens.color.text));
  },
};
