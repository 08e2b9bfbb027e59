import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth } from '../private/storyFixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Design System/Hero',
  component: Hero,
  args: { title: 'Discover Sets', subtitle: 'Dive down the rabbit hole with musical journeys' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Discover Sets' })).toBeVisible();
    await expect(canvas.getByText('Dive down the rabbit hole with musical journeys')).toBeVisible();
  },
};

export const WithoutSubtitle: Story = {
  args: { subtitle: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Discover Sets' })).toBeVisible();
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

/** A long subtitle wraps at a readable measure and never widens the page. */
export const LongSubtitle: Story = {
  args: {
    title: 'Discover Labels',
    subtitle:
      'Only independent labels & producers: from Berlin basements to Detroit warehouses, Lagos rooftops and Tokyo listening bars, the imprints keeping the underground alive',
  },
  play: async ({ canvasElement }) => {
    const subtitle = within(canvasElement).getByText(/^Only independent/);
    const lineHeight = parseFloat(getComputedStyle(subtitle).lineHeight);
    await expect(subtitle.getBoundingClientRect().height).toBeGreaterThan(lineHeight);
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

/** On a phone the title is the compact heading size and the subtitle body size. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(title).fontSize).toBe(tokens.type.heading.fontSize);
    const subtitle = within(canvasElement).getByText(/^Dive down/);
    await expect(getComputedStyle(subtitle).fontSize).toBe(tokens.type.body.fontSize);
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

/** On a wide screen the title is the hero size and the subtitle a step above body. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(title).fontSize).toBe(tokens.type.hero.fontSize);
    const subtitle = canvas.getByText(/^Dive down/);
    await expect(getComputedStyle(subtitle).fontSize).toBe(tokens.type.title.fontSize);
  },
};
