import {
  SearchResults,
  type CardItem,
  type CardShape,
  type SearchResultsSection,
} from '@rabbithole/design-system';
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
  cardShape: CardShape,
): SearchResultsSection {
  return {
    title,
    items,
    cardShape,
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
        section('Artists', artists, artistItems, 'plain'),
        section('Labels', labels, labelItems, 'plain'),
        section('Tracks', tracks, trackItems, 'subtitled'),
        section('Sets', sets, setItems, 'set'),
      ]}
    />
  );
}
