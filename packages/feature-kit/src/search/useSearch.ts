import type { Page } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList, type InfiniteQuery } from '../api/index.ts';
import { searchSectionQuery, type SearchItems, type SearchKind } from './api.ts';

export type SearchSection<Kind extends SearchKind> = InfiniteList<SearchItems[Kind]>;

export type SearchSections = { [Kind in SearchKind]: SearchSection<Kind> };

/** A query that asks for nothing: no search text, no section loads. */
function idleQuery<Item>(): InfiniteQuery<Page<Item>> {
  return {
    getKey: () => null,
    fetcher: () => Promise.reject(new Error('Nothing to search for')),
  };
}

/** Each item once, at its first place: `after` pages may overlap where names tie. */
export function uniqueById<Item extends { id: number }>(items: readonly Item[]): Item[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

function useSection<Kind extends SearchKind>(kind: Kind, search: string): SearchSection<Kind> {
  const query = useMemo(
    () => (search ? searchSectionQuery(kind, search) : idleQuery<SearchItems[Kind]>()),
    [kind, search],
  );
  const list = useInfiniteList(query, {
    onError: (error) => console.error(`Searching ${kind} failed`, error),
  });
  const data = useMemo(() => uniqueById(list.data), [list.data]);
  return { ...list, data };
}

/**
 * The four sections of the search page for `text` (trimmed; blank searches nothing), each a page
 * at a time with its own `loadMore`.
 */
export function useSearch(text: string): SearchSections {
  const search = text.trim();
  return {
    artists: useSection('artists', search),
    labels: useSection('labels', search),
    tracks: useSection('tracks', search),
    sets: useSection('sets', search),
  };
}
