import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { rgb } from '../private/storyFixtures';
import { Box } from './Box';

const meta = {
  title: 'Design System/Box',
  component: Box,
  args: {
    padding: 'medium',
    backgroundColor: 'surface',
    borderRadius: 'large',
    children: 'Deep House · 124 BPM · A minor',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Deep House/);
    const style = getComputedStyle(box);
    await expect(style.paddingTop).toBe(tokens.space.medium);
    await expect(style.paddingLeft).toBe(tokens.space.medium);
    await expect(style.backgroundColor).toBe(rgb(tokens.color.surface));
    await expect(style.borderTopLeftRadius).toBe(tokens.radius.large);
  },
};

/** Responsive padding: medium on phones, xlarge from sm (600) up. */
const responsive = { paddingX: { xs: 'medium', sm: 'xlarge' } } as const;

export const ResponsivePaddingMobile: Story = {
  args: { padding: undefined, ...responsive },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Deep House/);
    await expect(getComputedStyle(box).paddingLeft).toBe(tokens.space.medium);
  },
};

export const ResponsivePaddingDesktop: Story = {
  args: { padding: undefined, ...responsive },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Deep House/);
    await expect(getComputedStyle(box).paddingLeft).toBe(tokens.space.xlarge);
  },
};

/** A list keeps its semantics but loses the bullets and indent. */
export const AsList: Story = {
  args: {
    component: 'ul',
    'aria-label': 'Genres',
    padding: 'none',
    children: (
      <>
        <li>Techno</li>
        <li>Minimal</li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Genres' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};
