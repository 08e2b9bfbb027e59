import { useLayoutEffect, useRef } from 'react';
import { Card } from '../Card/Card';
import { CardGrid } from '../CardGrid/CardGrid';
import { LoadMoreButton } from '../LoadMoreButton/LoadMoreButton';
import * as styles from './CardCollection.css';

/** One entry of a card list, in the shape containers map API data onto. */
export interface CardItem {
  id: string | number;
  title: string;
  subtitle?: string;
  href: string;
  artUrl?: string | null;
  tags?: readonly string[];
}

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
      <p className={styles.empty} role="status">
        {emptyMessage}
      </p>
    );
  }

  return (
    <div className={styles.collection}>
      <CardGrid
        ref={listRef}
        aria-label={label}
        skeletonCount={showSkeletons ? firstPageSkeletons : 0}
        isBusy={isLoadingMore}
      >
        {items.map((item) => (
          <Card
            key={item.id}
            title={item.title}
            subtitle={item.subtitle}
            href={item.href}
            artUrl={item.artUrl}
            tags={item.tags}
          />
        ))}
      </CardGrid>
      {hasMore && !showSkeletons && (
        <div className={styles.footer}>
          <LoadMoreButton ref={buttonRef} onPress={handleLoadMore} isPending={isLoadingMore} />
        </div>
      )}
    </div>
  );
}
