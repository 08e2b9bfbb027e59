import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animatedProperties, fitsWidth, sampleItems } from '../private/storyFixtures';
import { CardCollection } from './CardCollection';

const meta = {
  title: 'Design System/CardCollection',
  component: CardCollection,
  args: {
    label: 'Sets',
    items: sampleItems(12),
    isLoading: false,
    isLoadingMore: false,
    hasMore: false,
    onLoadMore: fn(),
    emptyMessage: 'No sets found',
  },
} satisfies Meta<typeof CardCollection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Sets' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // A page of placeholder cards, one animation: the list pulses as a whole.
    await expect(animatedProperties(canvasElement)).toEqual([['opacity']]);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No sets found');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const EmptyWithoutMessage: Story = {
  args: { items: [], emptyMessage: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Sets' });
    await expect(within(list).getAllByRole('link')).toHaveLength(12);
    const first = canvas.getByRole('link', { name: 'Boiler Room: Berlin Warehouse' });
    await expect(first).toHaveAttribute('href', '/sets/1');
    await expect(first).toHaveAccessibleDescription(expect.stringContaining('Minimal'));
    // The sample "Essential Mix" has three genres; a card shows only the first two of them.
    const threeTags = canvas.getByRole('link', { name: 'Essential Mix' });
    await expect(threeTags).toHaveAccessibleDescription(expect.stringContaining('House'));
    await expect(threeTags).not.toHaveAccessibleDescription(expect.stringContaining('Ambient'));
    await expect(canvas.queryByText('Ambient')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  },
};

export const HasMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load More' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('list', { name: 'Sets' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Two columns of cards, and a Load More button that fits a phone. */
export const Mobile: Story = {
  args: { items: sampleItems(6), hasMore: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Sets' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
    await expect(fitsWidth(document.documentElement)).toBe(true);
  },
};

const pageSize = 4;
const totalItems = 12;

/** Pages through 12 cards, 4 at a time, the way a data-bound container would. */
function PagedCollection() {
  const [count, setCount] = useState(pageSize);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const loadMore = () => {
    setIsLoadingMore(true);
    setTimeout(() => {
      setCount((current) => Math.min(current + pageSize, totalItems));
      setIsLoadingMore(false);
    }, 150);
  };
  return (
    <CardCollection
      label="Sets"
      items={sampleItems(count)}
      isLoading={false}
      isLoadingMore={isLoadingMore}
      hasMore={count < totalItems}
      onLoadMore={loadMore}
    />
  );
}

export const KeyboardPaging: Story = {
  render: () => <PagedCollection />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Sets' });
    const button = canvas.getByRole('button', { name: 'Load More' });
    button.focus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(8));
    // More remain: focus stays on the button, and the new cards follow the old ones.
    await expect(button).toHaveFocus();
    await expect(within(list).getAllByRole('link')[4]).toHaveAttribute('href', '/sets/5');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(12));
    // The last page removed the button; focus moves to the first card it added.
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('link')[8]).toHaveFocus();
  },
};
