import { artistsHandlers, labelsHandlers, setsHandlers, tracksHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SearchContainer } from './SearchContainer.tsx';

const meta = {
  title: 'Features/Search',
  component: SearchContainer,
  // "ar" matches in every kind of the mock catalog: 9 artists, 4 labels, 135 tracks, 30 sets.
  args: { text: 'ar' },
  parameters: {
    msw: {
      handlers: [...artistsHandlers, ...labelsHandlers, ...tracksHandlers, ...setsHandlers],
    },
  },
} satisfies Meta<typeof SearchContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionNames = ['Artists', 'Labels', 'Tracks', 'Sets'] as const;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...artistsHandlers.slow,
        ...labelsHandlers.slow,
        ...tracksHandlers.slow,
        ...setsHandlers.slow,
      ],
    },
  },
  play: async ({ canvas }) => {
    for (const name of sectionNames) {
      await expect(await canvas.findByRole('list', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.queryByText('Not found')).toBeNull();
  },
};

/** spec.md section 2: nothing matches anywhere. */
export const Empty: Story = {
  args: { text: 'zzqx' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Not found');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** spec.md section 8: failures are only logged, and not taken for "Not found". */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        ...artistsHandlers.error,
        ...labelsHandlers.error,
        ...tracksHandlers.error,
        ...setsHandlers.error,
      ],
    },
  },
  play: async ({ canvas }) => {
    // The client retries a failed read once, 1 s later (spec.md section 7), before it gives up.
    await waitFor(() => expect(canvas.queryAllByRole('list')).toHaveLength(0));
    await expect(canvas.queryByText('Not found')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A card's own link, not one of its genre links (`…?genre=`). */
const isCardLink = (link: HTMLElement) => !link.getAttribute('href')?.includes('?genre=');

export const Populated: Story = {
  play: async ({ canvas }) => {
    const count = (name: string) =>
      within(canvas.getByRole('list', { name })).queryAllByRole('listitem').length;
    await waitFor(() => expect(count('Sets')).toBe(20));
    await expect(count('Artists')).toBe(9);
    await expect(count('Labels')).toBe(4);
    await expect(count('Tracks')).toBe(20);
    // Set cards carry their facts, and their genres link to the filtered Discover Sets.
    const sets = within(canvas.getByRole('list', { name: 'Sets' }));
    await expect(sets.getAllByRole('link').find(isCardLink)).toHaveAccessibleDescription(
      /Identified \d+\/\d+/,
    );
    await expect(sets.getAllByRole('link', { name: /./ }).some((link) => !isCardLink(link))).toBe(
      true,
    );
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([...sectionNames]);
    // A to Z by name: the first artist card is the first name in order.
    const artists = within(canvas.getByRole('list', { name: 'Artists' }))
      .getAllByRole('link')
      .filter(isCardLink);
    const names = artists.map((link) => link.textContent);
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const name of ['Tracks', 'Sets']) {
      const section = canvas.getByRole('region', { name });
      await expect(within(section).getByRole('button', { name: 'Load More' })).toBeVisible();
    }
    await expect(
      within(canvas.getByRole('region', { name: 'Artists' })).queryByRole('button', {
        name: 'Load More',
      }),
    ).toBeNull();
  },
};

/** Load More pages the Sets section on after its last name (`after`): 20, then the last 10. */
export const LoadMore: Story = {
  play: async ({ canvas, userEvent }) => {
    const sets = () => canvas.getByRole('region', { name: 'Sets' });
    const hrefs = () =>
      within(sets())
        .queryAllByRole('link')
        .filter(isCardLink)
        .map((link) => link.getAttribute('href'));
    await waitFor(() => expect(hrefs()).toHaveLength(20));
    await userEvent.click(within(sets()).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(hrefs()).toHaveLength(30));
    await expect(new Set(hrefs()).size).toBe(30);
    await expect(within(sets()).queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** Only the kinds with a match show: "house" names a label and some sets, no artist or track. */
export const SomeSectionsEmpty: Story = {
  args: { text: 'house' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sets' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Labels',
        'Sets',
      ]),
    );
  },
};
