import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { fitsWidth, unbrokenText } from '../private/storyFixtures';
import { Stack } from '../Stack/Stack';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Design System/Heading',
  component: Heading,
  args: { level: 1, children: 'Discover Sets' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [undefined, ...headingLevels] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const levels = () => (
  <Stack space="medium">
    {headingLevels.map((level) => (
      <Heading key={level} level={level}>
        Level {level}: Melodic House & Techno
      </Heading>
    ))}
  </Stack>
);

const fontSize = (canvasElement: HTMLElement, level: number) =>
  getComputedStyle(within(canvasElement).getByRole('heading', { level })).fontSize;

/** On a phone the top levels stay compact, so more of the list is above the fold. */
export const LevelsOnMobile: Story = {
  render: levels,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(fontSize(canvasElement, 1)).toBe(tokens.type.heading.fontSize);
    await expect(fontSize(canvasElement, 2)).toBe(tokens.type.title.fontSize);
    await expect(fontSize(canvasElement, 3)).toBe(tokens.type.title.fontSize);
    await expect(fontSize(canvasElement, 4)).toBe(tokens.type.body.fontSize);
  },
};

/** From md (900) up, levels 1 and 2 step up to the display sizes. */
export const LevelsOnTablet: Story = {
  render: levels,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(fontSize(canvasElement, 1)).toBe(tokens.type.display.fontSize);
    await expect(fontSize(canvasElement, 2)).toBe(tokens.type.heading.fontSize);
  },
};

/** From lg (1200) up, the page title takes the hero size. */
export const LevelsOnDesktop: Story = {
  render: levels,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(fontSize(canvasElement, 1)).toBe(tokens.type.hero.fontSize);
    await expect(fontSize(canvasElement, 2)).toBe(tokens.type.heading.fontSize);
    const h1 = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(h1).fontWeight).toBe(tokens.fontWeight.bold);
    await expect(getComputedStyle(h1).letterSpacing).not.toBe('normal');
  },
};

/** An `h2` that looks like a page title: the outline and the look are separate choices. */
export const LevelDecoupledFromSize: Story = {
  args: { level: 2, size: 1, children: 'Featured Sets' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Featured Sets' });
    await expect(heading.tagName).toBe('H2');
    await expect(getComputedStyle(heading).fontSize).toBe(tokens.type.hero.fontSize);
  },
};

export const Accent: Story = {
  args: { level: 3, tone: 'accent', children: 'Now Playing' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(getComputedStyle(heading).color).not.toBe(getComputedStyle(document.body).color);
  },
};

export const UnbrokenTitle: Story = {
  args: { children: unbrokenText },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};
