import { SetsQuerySchema } from '@rabbithole/api-contract';
import { SET_FIXTURES, makeSet, setsHandlers, setsPageOf } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DiscoverStoryState, discoverSorts } from '../discover/index.ts';
import { SetsListContainer } from './SetsListContainer.tsx';

const meta = {
  title: 'Features/SetsList',
  component: SetsListContainer,
  args: { genre: undefined, sort: discoverSorts.sets.defaultSort, onChange: () => undefined },
  render: ({ genre, sort }) => (
    <DiscoverStoryState initial={{ genre, sort }}>
      {(props) => <SetsListContainer {...props} />}
    </DiscoverStoryState>
  ),
  parameters: { msw: { handlers: setsHandlers } },
} satisfies Meta<typeof SetsListContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestFirst = setsPageOf(SET_FIXTURES, SetsQuerySchema.parse({ limit: 100 })).data;

/** The first page never arrives: placeholders fill the grid and the list says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: setsHandlers.slow } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Sets' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: setsHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sets found.')).toBeVisible();
  },
};

/** spec.md section 8: a failed list load is only logged, so the list just stays empty. */
export const Error: Story = {
  parameters: { msw: { handlers: setsHandlers.error } },
  play: async ({ canvas }) => {
    // The client retries a failed read once, 1 s later (spec.md section 7), before it gives up.
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Sets' })).toBeNull());
    await expect(canvas.queryByText('No sets found.')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A card's own link, not one of its genre links (`/sets?genre=…`). */
const cardLinks = (links: HTMLElement[]) =>
  links.filter((link) => !link.getAttribute('href')?.includes('?genre='));

/** Each card shows what a listener picks a set by; its genres link to the filtered list. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const links = cardLinks(await canvas.findAllByRole('link'));
    const newest = newestFirst[0]!;
    await expect(links).toHaveLength(20);
    await expect(links[0]).toHaveAccessibleName(newest.set_name);
    await expect(links[0]).toHaveAttribute('href', `/sets/${newest.id}`);
    await expect(links[0]).toHaveAccessibleDescription(
      expect.stringContaining(`Identified ${newest.track_confirmed_count}/${newest.track_count}`),
    );
    const card = within(canvas.getAllByRole('listitem')[0]!);
    const genre = newest.genre ?? newest.track_genres[0]!;
    await expect(card.getByRole('link', { name: genre })).toHaveAttribute(
      'href',
      `/sets?genre=${encodeURIComponent(genre)}`,
    );
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
  },
};

/** The genre narrows the list to the one matching set; one page, so nothing more to load. */
export const FilteredByGenre: Story = {
  args: { genre: 'Techno' },
  parameters: {
    msw: {
      handlers: setsHandlers.withSets([
        makeSet({ id: 1, genre: 'Techno' }),
        makeSet({ id: 2, genre: 'House', track_genres: ['Deep House'] }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    const links = cardLinks(await canvas.findAllByRole('link'));
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '/sets/1');
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** 45 sets: Load More appends 20, then the last 5, then disappears. */
export const LoadMore: Story = {
  play: async ({ canvas, userEvent }) => {
    // Placeholders are aria-hidden, so only real cards count as list items.
    const cardCount = () =>
      within(canvas.getByRole('list', { name: 'Sets' })).queryAllByRole('listitem').length;
    await waitFor(() => expect(cardCount()).toBe(20));

    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardCount()).toBe(40));

    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardCount()).toBe(45));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** Cards have no headers, so the dialog sorts at every width; Save changes applies, Clear resets. */
export const FilterAndSort: Story = {
  play: async ({ canvas, userEvent }) => {
    const names = () =>
      cardLinks(within(canvas.getByRole('list', { name: 'Sets' })).queryAllByRole('link')).map(
        (link) => link.textContent,
      );
    await waitFor(() => expect(names()).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      within(dialog).getAllByRole('radio', { name: /ascending|descending/ }),
    ).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Set (ascending)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      const shown = names();
      return expect(
        shown.length === 20 &&
          shown.every((name, i) => i === 0 || shown[i - 1]!.toLowerCase() <= name.toLowerCase()),
      ).toBe(true);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await waitFor(() => expect(names()[0]).toBe(newestFirst[0]!.set_name));
  },
};

/** 360 px: two columns of cards under "Filter & Sort". */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Filter & Sort' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Sets' })).queryAllByRole('listitem'),
      ).toHaveLength(20),
    );
  },
};
