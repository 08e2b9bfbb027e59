import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardSkeleton } from '../CardSkeleton/CardSkeleton';
import { Stack } from '../Stack/Stack';
import { fitsWidth, placeholderArt } from '../private/storyFixtures';
import { Card } from './Card';

const title = 'Boiler Room: Berlin Warehouse';

const meta = {
  title: 'Design System/CardSet',
  component: Card,
  args: {
    title,
    subtitle: 'Ellen Allien',
    href: '/sets/1',
    artUrl: placeholderArt(280),
    tags: ['Techno', 'Minimal / Deep Tech'],
    genreList: '/sets',
    set: {
      curator: 'Boiler Room',
      durationMs: 5_520_000,
      recordedDate: 'Mar 14, 2025',
      identified: { confirmed: 12, total: 15 },
      likes: 48,
    },
    onPlay: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything a listener picks a set by, read after its name; Play and the genres act alone. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', '/sets/1');
    await expect(canvas.getByTitle('Curator: Boiler Room')).toHaveTextContent(
      'Curator: Boiler Room',
    );
    await expect(canvas.getByText('1 hr 32 min')).toBeVisible();
    await expect(canvas.getByText('Mar 14, 2025')).toBeVisible();
    await expect(canvas.getByText('Identified 12/15')).toBeVisible();
    await expect(canvas.getByText('48')).toBeVisible();
    await expect(link).toHaveAccessibleDescription(
      'Ellen Allien Curator: Boiler Room 1 hr 32 min Recorded Mar 14, 2025 48 likes Identified 12/15',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Play ${title}` }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

/** Genres are links of their own to the filtered list, reached by Tab after the title. */
export const GenreLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Techno' })).toHaveAttribute(
      'href',
      '/sets?genre=Techno',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${title}` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Techno' })).toHaveFocus();
  },
};

export const WithoutCurator: Story = {
  args: { set: { ...meta.args.set, curator: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Curator/)).toBeNull();
    await expect(canvas.getByText('Identified 12/15')).toBeVisible();
  },
};

/** No player to hand the set to: no Play button, rather than one that does nothing. */
export const WithoutPlay: Story = {
  args: { onPlay: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('1 hr 32 min')).toBeVisible();
  },
};

export const ZeroLikes: Story = {
  args: { set: { ...meta.args.set, likes: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByRole('link', { name: title })).toHaveAccessibleDescription(/0 likes/);
  },
};

/** Above 999 the count shows "999+" (spec.md section 9); screen readers hear it in full. */
export const ThousandsOfLikes: Story = {
  args: { set: { ...meta.args.set, likes: 12_345 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('999+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: title })).toHaveAccessibleDescription(
      /12,345 likes/,
    );
  },
};

/** Nothing identified yet, and a set whose every track is known. */
export const IdentifiedCounts: Story = {
  render: (args) => (
    <Stack space="medium">
      <Card {...args} set={{ ...args.set!, identified: { confirmed: 0, total: 21 } }} />
      <Card {...args} set={{ ...args.set!, identified: { confirmed: 21, total: 21 } }} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Identified 0/21')).toBeVisible();
    await expect(canvas.getByText('Identified 21/21')).toBeVisible();
  },
};

const b2b = 'Shanti Celeste b2b Call Super';
const threeWay = 'Call Super b2b Shanti Celeste b2b Objekt';

/**
 * A phone's card (156 wide): b2b names wrap onto a second line rather than being cut off; the
 * rare three-way b2b that needs a third shows its names whole in a tooltip and to screen readers.
 */
export const LongB2bNamesMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { title: 'Dekmantel Selectors 2025: Closing Night' },
  render: (args) => (
    <Stack space="medium">
      <Card {...args} subtitle={b2b} />
      <Card {...args} subtitle={threeWay} href="/sets/2" />
    </Stack>
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 156 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, canvasElement }) => {
    const names = canvas.getByText(b2b);
    await expect(names).toBeVisible();
    // Two lines show it whole: nothing is clipped.
    await expect(names.scrollHeight).toBeLessThanOrEqual(names.clientHeight);
    await expect(canvas.getByText(threeWay)).toHaveAttribute('title', threeWay);
    const [, second] = canvas.getAllByRole('link', { name: args.title });
    await expect(second).toHaveAccessibleDescription(expect.stringContaining(threeWay));
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

/**
 * More genres than fit: two at most, on one row; a second that does not fit beside the first
 * is left out (not seen, not reached by Tab) and the first keeps its whole name.
 */
export const ManyGenresMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { tags: ['Minimal / Deep Tech', 'Breaks / Breakbeat / UK Bass', 'Techno', 'House'] },
  decorators: [
    (Story) => (
      <div style={{ width: 156 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The curator's name has the narrow card's line to itself; "Curator:" stays in its tooltip.
    const curator = canvas.getByTitle('Curator: Boiler Room');
    await expect(curator.scrollWidth).toBeLessThanOrEqual(curator.clientWidth);
    const first = canvas.getByRole('link', { name: 'Minimal / Deep Tech' });
    await expect(first).toBeVisible();
    const label = first.firstElementChild!;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    // The chip that wrapped out of sight is made inert once the row has been measured, after the
    // frame's layout (CardTags): it leaves the accessibility tree a moment after the first render.
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'Breaks / Breakbeat / UK Bass' })).toBeNull(),
    );
    await expect(canvas.queryByText('Techno')).toBeNull();
  },
};

/** Two short genres share the row. */
export const TwoGenresFit: Story = {
  args: { tags: ['Techno', 'House', 'Trance'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Techno' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'House' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Trance' })).toBeNull();
  },
};

/** The placeholder of a set card is the card's exact size, so nothing moves as cards arrive. */
export const SkeletonMatchesCard: Story = {
  render: (args) => (
    <Stack space="medium">
      <Card {...args} />
      <div data-testid="skeleton">
        <CardSkeleton shape="set" />
      </div>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('link', { name: title }).closest('div')!;
    const skeleton = within(canvasElement).getByTestId('skeleton').firstElementChild!;
    await expect(skeleton.getBoundingClientRect().height).toBe(card.getBoundingClientRect().height);
  },
};
