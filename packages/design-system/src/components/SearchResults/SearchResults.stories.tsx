import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CardItem } from '../Card/Card';
import { sampleItems } from '../private/storyFixtures';
import { SearchResults, type SearchResultsSection } from './SearchResults';

const section = (
  title: string,
  items: readonly CardItem[],
  state: Partial<SearchResultsSection> = {},
): SearchResultsSection => ({
  title,
  items,
  isLoading: false,
  isLoadingMore: false,
  hasMore: false,
  onLoadMore: fn(),
  ...state,
});

const people = (kind: 'artists' | 'labels', names: readonly string[]): CardItem[] =>
  names.map((name, index) => ({ id: index + 1, title: name, href: `/${kind}/${index + 1}` }));

const meta = {
  title: 'Design System/SearchResults',
  component: SearchResults,
  args: {
    sections: [
      section('Artists', people('artists', ['Honey Dijon', 'Honey Soundsystem'])),
      section('Labels', people('labels', ['Honey Records'])),
      section('Tracks', sampleItems(4, 20), { hasMore: true }),
      section('Sets', sampleItems(6)),
    ],
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Artists',
      'Labels',
      'Tracks',
      'Sets',
    ]);
    const tracks = canvas.getByRole('region', { name: 'Tracks' });
    await expect(within(tracks).getByRole('button', { name: 'Load More' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Load More' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Honey Dijon' })).toHaveAttribute(
      'href',
      '/artists/1',
    );
  },
};

/** Load More asks its own section for the next page. */
export const LoadMore: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.sections[2]!.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(args.sections[3]!.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: {
    sections: ['Artists', 'Labels', 'Tracks', 'Sets'].map((title) =>
      section(title, [], { isLoading: true }),
    ),
  },
  play: async ({ canvas }) => {
    for (const name of ['Artists', 'Labels', 'Tracks', 'Sets']) {
      await expect(canvas.getByRole('list', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.queryByText('Not found')).toBeNull();
  },
};

/** Sections with nothing in them are left out. */
export const SomeSectionsEmpty: Story = {
  args: {
    sections: [
      section('Artists', people('artists', ['Objekt'])),
      section('Labels', []),
      section('Tracks', []),
      section('Sets', sampleItems(2)),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.queryByRole('heading', { name: 'Labels' })).toBeNull();
  },
};

/** spec.md section 2: every section empty and nothing loading. */
export const NotFound: Story = {
  args: { sections: ['Artists', 'Labels', 'Tracks', 'Sets'].map((title) => section(title, [])) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Not found');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** A failed section is silent (spec.md section 8), and not taken for "Not found" either. */
export const Failed: Story = {
  args: {
    sections: ['Artists', 'Labels', 'Tracks', 'Sets'].map((title) =>
      section(title, [], { hasFailed: title === 'Sets' }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Not found')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
