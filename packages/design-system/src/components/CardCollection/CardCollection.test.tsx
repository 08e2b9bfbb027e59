import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleItems } from '../private/storyFixtures';
import { CardCollection, type CardCollectionProps } from './CardCollection';

const pageSize = 4;

/** The props a container passes for `loaded` cards, as it walks through a Load More. */
function props(loaded: number, overrides: Partial<CardCollectionProps> = {}): CardCollectionProps {
  return {
    label: 'Sets',
    items: sampleItems(loaded),
    isLoading: false,
    isLoadingMore: false,
    hasMore: loaded < 3 * pageSize,
    onLoadMore: vi.fn(),
    ...overrides,
  };
}

describe('CardCollection paging by keyboard', () => {
  it('keeps focus on Load More while more pages remain', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<CardCollection {...props(pageSize, { onLoadMore })} />);
    const button = screen.getByRole('button', { name: 'Load More' });
    button.element().focus();

    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await screen.rerender(<CardCollection {...props(pageSize, { isLoadingMore: true })} />);
    await screen.rerender(<CardCollection {...props(2 * pageSize)} />);

    await expect.element(button).toHaveFocus();
    await expect
      .element(page.getByRole('link', { name: 'Afterhours at Panorama Bar' }))
      .toBeVisible();
  });

  it('moves focus to the first new card when the last page removes Load More', async () => {
    const screen = await render(<CardCollection {...props(2 * pageSize)} />);
    screen.getByRole('button', { name: 'Load More' }).element().focus();

    await userEvent.keyboard('{Enter}');
    await screen.rerender(<CardCollection {...props(2 * pageSize, { isLoadingMore: true })} />);
    await screen.rerender(<CardCollection {...props(3 * pageSize)} />);

    await expect.element(screen.getByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // The ninth sample set is the first card of the last page.
    await expect
      .element(screen.getByRole('link', { name: 'Keinemusik Sunset Session' }))
      .toHaveFocus();
  });
});
