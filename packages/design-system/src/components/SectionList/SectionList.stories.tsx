import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import {
  animatedProperties,
  fitsWidth,
  sampleItems,
  sampleSetItems,
  unbrokenText,
} from '../private/storyFixtures';
import { SectionList } from './SectionList';

const meta = {
  title: 'Design System/SectionList',
  component: SectionList,
  args: {
    title: 'Featured Sets',
    items: sampleItems(12),
    isLoading: false,
    emptyMessage: 'No sets found.',
  },
} satisfies Meta<typeof SectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The shelf titled "Loaded" is exactly as tall as the one titled "Loading", and each of its cards
 * fits its row; resolves with the cards.
 */
async function loadedCardsFitTheLoadingShelf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const loading = canvas.getByRole('list', { name: 'Loading' });
  const loaded = canvas.getByRole('list', { name: 'Loaded' });
  await expect(loaded.getBoundingClientRect().height).toBe(loading.getBoundingClientRect().height);
  const cards: Element[] = [];
  for (const item of within(loaded).getAllByRole('listitem')) {
    const card = item.firstElementChild!;
    await expect(card.scrollHeight).toBeLessThanOrEqual(item.clientHeight);
    cards.push(card);
  }
  return cards;
}

/** A home shelf loading: placeholders in a row, the list busy, its heading already there. */
export const ShelfLoading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Featured Sets' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Featured Sets' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    // Ten placeholder cards, one animation: the shelf pulses as a whole.
    await expect(animatedProperties(canvasElement)).toEqual([['opacity']]);
  },
};

export const ShelfPopulated: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Featured Sets' });
    const list = within(section).getByRole('list', { name: 'Featured Sets' });
    await expect(within(list).getAllByRole('link')).toHaveLength(12);
    await expect(
      canvas.getByRole('link', { name: 'Boiler Room: Berlin Warehouse' }),
    ).toHaveAttribute('href', '/sets/1');
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/**
 * The shelf is as tall loading as loaded, whatever the titles: one-line and unbroken two-line
 * titles, with and without a subtitle or tags, all fit the same fixed height (no layout shift).
 */
export const ShelfHeightIsFixed: Story = {
  render: (args) => (
    <Stack space="large">
      <SectionList {...args} title="Loading" items={[]} isLoading />
      <SectionList
        {...args}
        title="Loaded"
        items={[
          { id: 1, title: 'Dekmantel', href: '/labels/1' },
          { ...sampleItems(1)[0]!, id: 2, title: `${unbrokenText} ${unbrokenText}` },
          {
            id: 3,
            title: 'Dekmantel Selectors 2025: Closing Night at the Beach',
            subtitle: 'Call Super b2b Shanti Celeste b2b Objekt',
            href: '/sets/3',
            tags: ['Breaks / Breakbeat / UK Bass', 'Melodic House & Techno'],
          },
          ...sampleItems(4, 4),
        ]}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const card of await loadedCardsFitTheLoadingShelf(canvasElement)) {
      // Nothing squeezes the art: it stays square however much text the card has.
      const art = card.firstElementChild!;
      await expect(art.clientHeight).toBe(art.clientWidth);
    }
  },
};

/**
 * A shelf of sets is as tall as a set card at its tallest (two-line title, b2b names on two
 * lines, curator, facts, identified, one row of genres); loading and loaded agree, and the lines
 * of its cards align whatever the titles.
 */
export const SetShelfHeightIsFixed: Story = {
  render: (args) => (
    <Stack space="large">
      <SectionList {...args} title="Loading" items={[]} isLoading cardShape="set" />
      <SectionList
        {...args}
        title="Loaded"
        cardShape="set"
        items={[
          { ...sampleSetItems(1)[0]!, title: 'Fabric', subtitle: 'Call Super b2b Objekt' },
          ...sampleSetItems(6, 1),
        ]}
      />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const loaded = canvas.getByRole('list', { name: 'Loaded' });
    await loadedCardsFitTheLoadingShelf(canvasElement);
    const identifiedTops = within(loaded)
      .getAllByText(/^Identified /)
      .map((line) => line.getBoundingClientRect().top);
    await expect(new Set(identifiedTops).size).toBe(1);
  },
};

/** Artists and labels have no subtitle: their shelf keeps no room for one. */
export const PlainShelfIsShorter: Story = {
  render: (args) => (
    <Stack space="large">
      <SectionList {...args} title="Tracks" items={[]} isLoading />
      <SectionList {...args} title="Artists" items={[]} isLoading cardShape="plain" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const tracks = canvas.getByRole('list', { name: 'Tracks' }).getBoundingClientRect().height;
    const artists = canvas.getByRole('list', { name: 'Artists' }).getBoundingClientRect().height;
    await expect(artists).toBeLessThan(tracks);
  },
};

/** Nothing to show: the message in a box of the shelf's own height. */
/** The page's top shelf: its first cards' art loads at once and first, the rest lazily. */
export const ShelfWithPriorityArt: Story = {
  args: { priorityCount: 2 },
  play: async ({ canvasElement }) => {
    const art = [...canvasElement.querySelectorAll('li img')];
    await expect(art).toHaveLength(12);
    await expect(art.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      ...Array<string>(10).fill('lazy'),
    ]);
    await expect(art[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(art[2]).not.toHaveAttribute('fetchpriority');
  },
};

export const ShelfEmpty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No sets found.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A failed load stays silent (spec.md section 8): the heading and the empty frame stay. */
export const ShelfFailed: Story = {
  args: { items: [], emptyMessage: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Featured Sets' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** On a phone the shelf scrolls sideways inside itself; the page does not. */
export const ShelfMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Featured Sets' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

/** A search section with more to load. */
export const GridWithLoadMore: Story = {
  args: { title: 'Sets', layout: 'grid', hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sets' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const GridLoadingMore: Story = {
  args: { title: 'Sets', layout: 'grid', hasMore: true, isLoadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Sets' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
  },
};

/** A search section with nothing in it is left out altogether. */
export const GridEmpty: Story = {
  args: { title: 'Sets', layout: 'grid', items: [], emptyMessage: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
