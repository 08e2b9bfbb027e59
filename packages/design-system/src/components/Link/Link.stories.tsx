import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { rgb } from '../private/storyFixtures';
import { Text } from '../Text/Text';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Design System/Link',
  component: Link,
  args: { href: '/sets', children: 'Discover Sets', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('link', { name });

/** Inside running text: underlined, so it does not rely on colour alone (WCAG 1.4.1). */
export const Inline: Story = {
  render: (args) => (
    <Text>
      Recorded at Tresor. <Link {...args}>Discover Sets</Link> from the same night.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, 'Discover Sets');
    await expect(link).toHaveAttribute('href', '/sets');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(link).color).toBe(rgb(tokens.color.accent));
  },
};

/** On its own line: no underline until hovered. */
export const Standalone: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, 'Discover Sets');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.hover(link);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** Navigation: muted, and the current page is marked for sight and for screen readers. */
export const Nav: Story = {
  render: (args) => (
    <nav aria-label="Main">
      <Link {...args} href="/sets" aria-current="page">
        Sets
      </Link>{' '}
      <Link {...args} href="/tracks">
        Tracks
      </Link>
    </nav>
  ),
  args: { variant: 'nav' },
  play: async ({ canvasElement }) => {
    const current = linkNamed(canvasElement, 'Sets');
    const other = linkNamed(canvasElement, 'Tracks');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(current).color).toBe(rgb(tokens.color.text));
    await expect(getComputedStyle(other).color).toBe(rgb(tokens.color.textMuted));
    await expect(getComputedStyle(current).textDecorationLine).toBe('underline');
  },
};

/** Content that is a link takes the surrounding colour, and the accent on hover. */
export const Subtle: Story = {
  args: { variant: 'subtle', children: 'Ellen Allien' },
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, 'Ellen Allien');
    await expect(getComputedStyle(link).color).toBe(rgb(tokens.color.text));
    await userEvent.hover(link);
    await waitFor(() => expect(getComputedStyle(link).color).toBe(rgb(tokens.color.accent)));
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, 'Discover Sets');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineColor).toBe(rgb(tokens.color.focusRing));
  },
};

/** Stretched over a positioned box (a card): one ring, drawn by the ::after on the whole box. */
export const StretchedKeyboardFocus: Story = {
  args: { variant: 'subtle', isStretched: true, children: 'Boiler Room: Berlin Warehouse' },
  render: (args) => (
    <div
      data-testid="card"
      style={{ position: 'relative', width: 240, height: 160, padding: 16, overflow: 'hidden' }}
    >
      <Link {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = linkNamed(canvasElement, 'Boiler Room: Berlin Warehouse');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
    const after = getComputedStyle(link, '::after');
    await expect(after.outlineStyle).toBe('solid');
    await expect(after.position).toBe('absolute');
    // The hit area covers the whole box, not just the text.
    await expect(after.width).toBe('240px');
    await expect(after.height).toBe('160px');
  },
};
