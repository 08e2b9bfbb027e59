import { labelsHandlers, makeLabels, setsHandlers, tracksHandlers } from '@rabbithole/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DiscoverStoryState, discoverSorts } from '../discover/index.ts';
import { LabelsListContainer } from './LabelsListContainer.tsx';

// The expanded rows read the labels' sets and tracks too.
const populated = [...labelsHandlers, ...setsHandlers, ...tracksHandlers];

const meta = {
  title: 'Features/LabelsList',
  component: LabelsListContainer,
  args: { genre: undefined, sort: discoverSorts.labels.defaultSort, onChange: () => undefined },
  render: ({ genre, sort }) => (
    <DiscoverStoryState initial={{ genre, sort }}>
      {(props) => <LabelsListContainer {...props} />}
    </DiscoverStoryState>
  ),
  parameters: { msw: { handlers: populated } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LabelsListContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Canvas {
  getByRole: (role: 'table', o: { name: string }) => HTMLElement;
}
const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Labels' });
const rowCount = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').length - 1;
const numbersIn = (canvas: Canvas, column: number) =>
  within(table(canvas))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.children[column]?.textContent));
// Names compare as the API compares them: lower-cased, code point by code point.
const isAToZ = (shown: string[]) =>
  shown.every((name, i) => i === 0 || shown[i - 1]!.toLowerCase() <= name.toLowerCase());
const names = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Loading: Story = {
  parameters: { msw: { handlers: labelsHandlers.slow } },
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: labelsHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No labels found.')).toBeVisible();
  },
};

/** spec.md section 8: a failed load is only logged; the filter (the page's frame) stays. */
export const Error: Story = {
  parameters: { msw: { handlers: labelsHandlers.error } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    await expect(canvas.queryByText('No labels found.')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
  },
};

/** Most sets first (14 labels and curators: one page); Sets flips, Label starts A to Z. */
export const Populated: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rowCount(canvas)).toBe(14));
    await expect(canvas.getByRole('columnheader', { name: /Sets/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const mostFirst = numbersIn(canvas, 1);
    await expect(mostFirst).toEqual([...mostFirst].sort((a, b) => b - a));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Sets' }));
    await waitFor(() => {
      const fewestFirst = numbersIn(canvas, 1);
      return expect(fewestFirst.length === 14 && fewestFirst[0]! < mostFirst[0]!).toBe(true);
    });
    const fewestFirst = numbersIn(canvas, 1);
    await expect(fewestFirst).toEqual([...fewestFirst].sort((a, b) => a - b));

    await userEvent.click(canvas.getByRole('button', { name: 'Label' }));
    await waitFor(() => {
      const shown = names(canvas);
      return expect(shown.length === 14 && isAToZ(shown)).toBe(true);
    });
  },
};

/** 25 labels: Load More appends the last 5 (offset 20), then goes. */
export const LoadMore: Story = {
  parameters: { msw: { handlers: labelsHandlers.withCatalog({ labels: makeLabels(25) }) } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rowCount(canvas)).toBe(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rowCount(canvas)).toBe(25));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** An expanded row lists the label's 4 most recent sets, then View more to the label page. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rowCount(canvas)).toBe(14));
    const first = within(table(canvas)).getAllByRole('rowheader')[0]!;
    const name = first.textContent;
    const toggle = within(table(canvas)).getByRole('button', { name: `Latest sets of ${name}` });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const latest = await within(table(canvas)).findByRole('list', {
      name: `Latest sets of ${name}`,
    });
    await waitFor(() => expect(within(latest).getAllByRole('listitem').length).toBe(4));
    const viewMore = within(table(canvas)).getByRole('link', { name: 'View more' });
    await expect(viewMore).toHaveAttribute(
      'href',
      within(first).getByRole('link').getAttribute('href'),
    );
  },
};

/** A genre from the address: every label shown has a track of it; its chip clears it. */
export const FilteredByGenre: Story = {
  args: { genre: 'Techno' },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rowCount(canvas)).toBeGreaterThan(0));
    const chip = canvas.getByRole('button', { name: 'Techno, clear filter' });
    await expect(chip).toBeVisible();
    await userEvent.click(chip);
    await expect(canvas.queryByRole('button', { name: 'Techno, clear filter' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    // The whole list is back, all 14 labels and no longer busy (the screenshot waits for it).
    await waitFor(() => expect(rowCount(canvas)).toBe(14));
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Labels' })).not.toHaveAttribute('aria-busy'),
    );
  },
};

/** Under 600 px: cards, and "Filter & Sort" offers Sort by; Save changes applies it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    const cards = () =>
      within(canvas.getByRole('list', { name: 'Labels' })).queryAllByRole('listitem');
    await waitFor(() => expect(cards()).toHaveLength(14));
    await userEvent.click(canvas.getByRole('button', { name: 'Filter & Sort' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Label (ascending)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The choice is applied once the dialog's closing has painted (FilterDialog.tsx).
    await expect(await canvas.findByRole('button', { name: 'Clear' })).toBeVisible();
    await waitFor(() => {
      const shown = cards().map((card) => within(card).getAllByRole('link')[0]!.textContent);
      return expect(shown.length === 14 && isAToZ(shown)).toBe(true);
    });
  },
};
