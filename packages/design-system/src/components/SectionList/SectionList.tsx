import { useId } from 'react';
import { Card, type CardItem } from '../Card/Card';
import type { CardShape } from '../Card/cardShape';
import { CardCollection } from '../CardCollection/CardCollection';
import { CardSkeleton } from '../CardSkeleton/CardSkeleton';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './SectionList.css';

/**
 * `shelf`: one row that scrolls sideways, its height fixed up front whatever arrives (the home
 * page's lists). `grid`: the cards of CardCollection with Load More; the whole section goes away
 * when it has nothing to show (the search page's sections).
 */
export const sectionListLayouts = ['shelf', 'grid'] as const;
export type SectionListLayout = (typeof sectionListLayouts)[number];

/** Placeholders in a loading shelf: more than fit across the widest screen. */
export const shelfSkeletonCount = 10;

export interface SectionListProps {
  /** The section's `h2`, which also names its list. */
  title: string;
  items: readonly CardItem[];
  /** The first page is loading: placeholders of the cards' exact size, the list `aria-busy`. */
  isLoading: boolean;
  /**
   * A further page is loading (grid only): the Load More button is pending.
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * More pages exist (grid only): shows Load More.
   * @default false
   */
  hasMore?: boolean;
  /** Asks for the next page (grid only). */
  onLoadMore?: () => void;
  /**
   * Shown when nothing is loading and there are no items. Without it a shelf keeps its empty
   * space (a failed load stays silent and the page keeps its frame) and a grid shows nothing.
   * @default undefined
   */
  emptyMessage?: string;
  /** @default 'shelf' */
  layout?: SectionListLayout;
  /**
   * The kind of card listed: a shelf is exactly as tall as that card at its tallest, and
   * placeholders are that card's size.
   * @default 'subtitled'
   */
  cardShape?: CardShape;
  /**
   * How many of a shelf's first cards load their art at once and first: the page's top shelf
   * sets it, so its art (the largest paint) does not wait for lazy loading.
   * @default 0
   */
  priorityCount?: number;
}

const noop = () => {
  // A shelf has no further pages.
};

/** A titled list of cards: a home shelf, or a search section with Load More. */
export function SectionList({
  title,
  items,
  isLoading,
  isLoadingMore = false,
  hasMore = false,
  onLoadMore = noop,
  emptyMessage,
  layout = 'shelf',
  cardShape = 'subtitled',
  priorityCount = 0,
}: SectionListProps) {
  const headingId = useId();
  const isEmpty = !isLoading && items.length === 0;
  if (layout === 'grid' && isEmpty && emptyMessage === undefined) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        {title}
      </Heading>
      {layout === 'grid' ? (
        <CardCollection
          label={title}
          items={items}
          isLoading={isLoading}
          isLoadingMore={isLoadingMore}
          hasMore={hasMore}
          onLoadMore={onLoadMore}
          cardShape={cardShape}
          {...(emptyMessage === undefined ? {} : { emptyMessage })}
        />
      ) : (
        <Shelf
          title={title}
          items={items}
          isLoading={isLoading}
          emptyMessage={emptyMessage}
          cardShape={cardShape}
          priorityCount={priorityCount}
        />
      )}
    </section>
  );
}

function Shelf({
  title,
  items,
  isLoading,
  emptyMessage,
  cardShape,
  priorityCount,
}: {
  title: string;
  items: readonly CardItem[];
  isLoading: boolean;
  emptyMessage: string | undefined;
  cardShape: CardShape;
  priorityCount: number;
}) {
  const showSkeletons = isLoading && items.length === 0;
  if (!showSkeletons && items.length === 0) {
    return (
      <div
        className={`${styles.shelfEmpty} ${styles.shelfHeights[cardShape]}`}
        role={emptyMessage ? 'status' : undefined}
      >
        {emptyMessage && (
          <Text tone="muted" align="center">
            {emptyMessage}
          </Text>
        )}
      </div>
    );
  }
  return (
    <ul
      className={`${showSkeletons ? styles.loadingShelf : styles.shelf} ${styles.shelfHeights[cardShape]}`}
      aria-label={title}
      aria-busy={showSkeletons || undefined}
    >
      {showSkeletons
        ? Array.from({ length: shelfSkeletonCount }, (_, index) => (
            <li key={`skeleton-${index}`} className={styles.shelfItem} aria-hidden="true">
              <CardSkeleton shape={cardShape} />
            </li>
          ))
        : items.map(({ id, ...card }, index) => (
            <li key={id} className={styles.shelfItem}>
              <Card {...card} isPriority={index < priorityCount} />
            </li>
          ))}
    </ul>
  );
}
