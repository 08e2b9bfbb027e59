import { SearchResults, type CardItem, type SearchResultsSection } from '@rabbithole/design-system';
import { useMemo } from 'react';
import { artistCardItem, labelCardItem, trackCardItem } from '../home/index.ts';
import { setCardItem } from '../sets/index.ts';
import type { SearchKind } from './api.ts';
import { useSearch, type SearchSection } from './useSearch.ts';

export interface SearchContainerProps {
  /** The search text (the address's `s`); blank shows nothing and asks for nothing. */
  text: string;
}

function section<Kind extends SearchKind>(
  title: string,
  list: SearchSection<Kind>,
  items: CardItem[],
): SearchResultsSection {
  return {
    title,
    items,
    isLoading: list.isLoading,
    isLoadingMore: list.isLoadingMore,
    hasMore: list.hasMore,
    onLoadMore: list.loadMore,
    hasFailed: list.error !== undefined,
  };
}

/** The search page's results: Artists, Labels, Tracks and Sets, each with Load More. */
export function SearchContainer({ text }: SearchContainerProps) {
  const { artists, labels, tracks, sets } = useSearch(text);
  const artistItems = useMemo(() => artists.data.map(artistCardItem), [artists.data]);
  const labelItems = useMemo(() => labels.data.map(labelCardItem), [labels.data]);
  const trackItems = useMemo(() => tracks.data.map(trackCardItem), [tracks.data]);
  const setItems = useMemo(() => sets.data.map(setCardItem), [sets.data]);
  if (!text.trim()) return null;
  return (
    <SearchResults
      sections={[
        section('Artists', artists, artistItems),
        section('Labels', labels, labelItems),
        section('Tracks', tracks, trackItems),
        section('Sets', sets, setItems),
      ]}
    />
  );
}
