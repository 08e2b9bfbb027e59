import {
  routes,
  type Artist,
  type ArtistsPage,
  type Label,
  type LabelsPage,
  type Page,
  type SetSummary,
  type SetsPage,
  type Track,
  type TracksPage,
} from '@rabbithole/api-contract';
import {
  apiClient,
  hasMorePages,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
  type ReadRequest,
} from '../api/index.ts';

// Routes, not endpoints: this module is on the first script's path, which must not carry zod.
const { listArtists, listLabels, listSets, listTracks } = routes;

/** The search page's sections, in their order (spec.md section 2). */
export const searchKinds = ['artists', 'labels', 'tracks', 'sets'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** What each section lists. */
export interface SearchItems {
  artists: Artist;
  labels: Label;
  tracks: Track;
  sets: SetSummary;
}

/**
 * Where a load-more page starts: spec.md section 7's `after`, the name or title of the last loaded
 * item, and its id, so items sharing that name (many tracks are called "ID") are not skipped.
 */
export interface SearchCursor {
  after: string;
  after_id: number;
}

/**
 * One page of a section: the search text, A to Z by name or title in the `<table>.<field>` form of
 * spec.md section 7, and for load-more the cursor of the last loaded item.
 */
export function searchPageRequest<Kind extends SearchKind>(
  kind: Kind,
  search: string,
  cursor: SearchCursor | undefined,
  client: ApiClient = apiClient,
): ReadRequest<Page<SearchItems[Kind]>> {
  const common = { order_direction: 'asc', search, ...cursor } as const;
  // One branch per endpoint: each has its own query type, which a lookup table would lose.
  switch (kind) {
    case 'artists':
      return readRequest(
        listArtists,
        { query: { ...common, order_by: 'artist_meta.name' } },
        client,
      ) satisfies ReadRequest<ArtistsPage> as ReadRequest<Page<SearchItems[Kind]>>;
    case 'labels':
      return readRequest(
        listLabels,
        { query: { ...common, order_by: 'label_meta.name' } },
        client,
      ) satisfies ReadRequest<LabelsPage> as ReadRequest<Page<SearchItems[Kind]>>;
    case 'tracks':
      return readRequest(
        listTracks,
        { query: { ...common, order_by: 'track_meta.title' } },
        client,
      ) satisfies ReadRequest<TracksPage> as ReadRequest<Page<SearchItems[Kind]>>;
    default:
      return readRequest(
        listSets,
        { query: { ...common, order_by: 'set_meta.set_name' } },
        client,
      ) satisfies ReadRequest<SetsPage> as ReadRequest<Page<SearchItems[Kind]>>;
  }
}

/** The name or title a section's order and `after` cursor go by. */
export const searchCursorOf: { [Kind in SearchKind]: (item: SearchItems[Kind]) => string } = {
  artists: (artist) => artist.name,
  labels: (label) => label.name,
  tracks: (track) => track.title,
  sets: (set) => set.set_name,
};

/**
 * A whole section for `useSWRInfinite`: the first page without a cursor, each next page after
 * the last item of the one before, none once a page reaches the total. The requests are kept by
 * key, as infiniteQuery does, so a key and the call that loads it stay one object.
 */
export function searchSectionQuery<Kind extends SearchKind>(
  kind: Kind,
  search: string,
  client: ApiClient = apiClient,
): InfiniteQuery<Page<SearchItems[Kind]>> {
  const requests = new Map<string, ReadRequest<Page<SearchItems[Kind]>>>();
  const cursorOf = searchCursorOf[kind] as (item: SearchItems[Kind]) => string;
  return {
    getKey(pageIndex, previousPage) {
      let cursor: SearchCursor | undefined;
      if (pageIndex > 0) {
        const last = previousPage?.data.at(-1);
        if (!previousPage || !hasMorePages(previousPage) || last === undefined) return null;
        cursor = { after: cursorOf(last), after_id: last.id };
      }
      const request = searchPageRequest(kind, search, cursor, client);
      requests.set(request.key, request);
      return request.key;
    },
    fetcher(key) {
      const request = requests.get(key);
      if (!request) return Promise.reject(new Error(`No page of this search has the key ${key}.`));
      return request.fetch();
    },
  };
}
