import { useLayoutEffect, useRef } from 'react';
import { Box } from '../Box/Box';
import { Card, type CardItem } from '../Card/Card';
import type { CardShape } from '../Card/cardShape';
import { CardGrid, type CardGridDensity } from '../CardGrid/CardGrid';
import { LoadMoreButton } from '../LoadMoreButton/LoadMoreButton';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './CardCollection.css';

// Enough placeholders to fill two rows at every column count (2, 3, 4, 6) bar one.
const firstPageSkeletons = 12;

export interface CardCollectionProps {
  /** Accessible name of the list, e.g. "Sets". */
  label: string;
  items: readonly CardItem[];
  /** The first page is loading: the list shows skeletons and is `aria-busy`. */
  isLoading: boolean;
  /** A further page is loading: the Load More button is pending. */
  isLoadingMore: boolean;
  /** More pages exist: shows the Load More button. */
  hasMore: boolean;
  onLoadMore: () => void;
  /**
   * Shown when nothing is loading and there are no items; nothing is shown when undefined.
   * @default undefined
   */
  emptyMessage?: string;
  /**
   * `dense` for a page that is the list (a discover list): one more column on wide screens.
   * @default 'regular'
   */
  density?: CardGridDensity;
  /**
   * The kind of card listed, so the first page's placeholders are those cards' exact size.
   * @default 'subtitled'
   */
  cardShape?: CardShape;
}

/** A list of cards with first-page skeletons, an empty state and Load More paging. */
export function CardCollection({
  label,
  items,
  isLoading,
  isLoadingMore,
  hasMore,
  onLoadMore,
  emptyMessage,
  density = 'regular',
  cardShape = 'subtitled',
}: CardCollectionProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Index of the first card of the page being loaded, when the button had focus as it was pressed.
  const focusTargetRef = useRef<number | null>(null);

  const handleLoadMore = () => {
    const buttonHasFocus =
      buttonRef.current !== null && buttonRef.current === document.activeElement;
    focusTargetRef.current = buttonHasFocus ? items.length : null;
    onLoadMore();
  };

  // While more pages remain the button stays mounted and keeps focus by itself. After the last
  // page it unmounts, which would drop focus to <body>; send it to the first new card instead so a
  // keyboard user carries on reading where the new cards begin.
  useLayoutEffect(() => {
    const target = focusTargetRef.current;
    if (target === null || isLoadingMore) return;
    focusTargetRef.current = null;
    if (hasMore || items.length <= target) return;
    listRef.current?.children[target]?.querySelector('a')?.focus();
  }, [items.length, hasMore, isLoadingMore]);

  const showSkeletons = isLoading && items.length === 0;
  if (!showSkeletons && items.length === 0) {
    return emptyMessage === undefined ? null : (
      <div className={styles.empty} role="status">
        <Text tone="muted" align="center">
          {emptyMessage}
        </Text>
      </div>
    );
  }

  return (
    <Stack space="xlarge">
      <CardGrid
        ref={listRef}
        aria-label={label}
        skeletonCount={showSkeletons ? firstPageSkeletons : 0}
        skeletonShape={cardShape}
        isBusy={isLoadingMore}
        density={density}
      >
        {items.map(({ id, ...card }) => (
          <Card key={id} {...card} />
        ))}
      </CardGrid>
      {hasMore && !showSkeletons && (
        <Box display="flex" justifyContent="center">
          <LoadMoreButton ref={buttonRef} onPress={handleLoadMore} isPending={isLoadingMore} />
        </Box>
      )}
    </Stack>
  );
}
