import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { animatedProperties, sampleItems, sampleSetItems } from '../private/storyFixtures';
import { CardGrid } from './CardGrid';

const cards = sampleItems(12).map((item) => (
  <Card
    key={item.id}
    title={item.title}
    subtitle={item.subtitle}
    href={item.href}
    artUrl={item.artUrl}
    tags={item.tags}
  />
));

const meta = {
  title: 'Design System/CardGrid',
  component: CardGrid,
  args: { 'aria-label': 'Sets', children: cards, skeletonCount: 0, isBusy: false },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sets' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(list).not.toHaveAttribute('aria-busy');
  },
};

export const WithSkeletons: Story = {
  args: { children: cards.slice(0, 4), skeletonCount: 4 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sets' });
    // Placeholders are hidden from assistive technology: only the real cards count.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // Beside real cards the list stays still: each placeholder pulses by itself.
    await expect(animatedProperties(list)).toEqual(Array.from({ length: 4 }, () => ['opacity']));
  },
};

const columnCount = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).getByRole('list', { name: 'Sets' });
  return getComputedStyle(list).gridTemplateColumns.split(' ').length;
};

/** Phones (below sm, 600): two columns, so art stays large enough to recognise. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

/** md (900) and up: four columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(4);
  },
};

/** lg (1200) and up: five columns; xl (1536) six. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(5);
  },
};

const setCards = sampleSetItems(6).map(({ id, ...item }, index) => (
  <Card key={id} {...item} title={index === 0 ? 'HÖR' : item.title} />
));

/**
 * Set cards in a row: their lines share the grid's rows (subgrid), so a one-line title and a
 * two-line one start the lines below at the same height, and a set without a curator leaves its
 * line empty rather than moving the rest up.
 */
export const SetCardsAlign: Story = {
  args: { children: setCards },
  play: async ({ canvas }) => {
    const tops = (pattern: RegExp) =>
      canvas.getAllByText(pattern).map((line) => Math.round(line.getBoundingClientRect().top));
    const identified = tops(/^Identified /);
    await expect(identified).toHaveLength(6);
    await expect(new Set(identified.slice(0, 5)).size).toBe(1);
    await expect(canvas.getAllByRole('link', { name: 'Techno' })[0]).toHaveAttribute(
      'href',
      '/sets?genre=Techno',
    );
  },
};

/** First page loading in a list of sets: placeholders of a set card's size. */
export const SetSkeletons: Story = {
  args: { children: setCards.slice(0, 3), skeletonCount: 3, skeletonShape: 'set' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sets' });
    const [card, , , skeleton] = Array.from(list.children);
    await expect(skeleton!.getBoundingClientRect().height).toBe(
      card!.getBoundingClientRect().height,
    );
  },
};
