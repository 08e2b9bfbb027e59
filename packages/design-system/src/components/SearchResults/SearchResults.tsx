import type { CardItem } from '../Card/Card';
import type { CardShape } from '../Card/cardShape';
import { SectionList } from '../SectionList/SectionList';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './SearchResults.css';

/** spec.md section 2: what the search page says when no section has anything. */
export const searchNotFoundMessage = 'Not found';

export interface SearchResultsSection {
  /** The section's heading: Artists, Labels, Tracks or Sets. */
  title: string;
  items: readonly CardItem[];
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  /**
   * Its last load failed. A failure stays silent (spec.md section 8), so it must not count as
   * "nothing found" either.
   * @default false
   */
  hasFailed?: boolean;
  /**
   * The kind of card listed, so its loading placeholders are that card's size.
   * @default 'subtitled'
   */
  cardShape?: CardShape;
}

export interface SearchResultsProps {
  /** In the order they are shown. */
  sections: readonly SearchResultsSection[];
}

/**
 * The search page's results: a section of cards per kind, each with Load More, a section with
 * nothing in it left out, and "Not found" when every section is empty and nothing is loading.
 */
export function SearchResults({ sections }: SearchResultsProps) {
  const notFound = sections.every(
    (section) => !section.isLoading && !section.hasFailed && section.items.length === 0,
  );
  if (notFound) {
    return (
      <div className={styles.notFound} role="status">
        <Text tone="muted" align="center">
          {searchNotFoundMessage}
        </Text>
      </div>
    );
  }
  return (
    <Stack space="xxlarge">
      {sections.map(
        ({ title, items, isLoading, isLoadingMore, hasMore, onLoadMore, cardShape }) => (
          <SectionList
            key={title}
            layout="grid"
            title={title}
            items={items}
            isLoading={isLoading}
            isLoadingMore={isLoadingMore}
            hasMore={hasMore}
            onLoadMore={onLoadMore}
            {...(cardShape === undefined ? {} : { cardShape })}
          />
        ),
      )}
    </Stack>
  );
}
