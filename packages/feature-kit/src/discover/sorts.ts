import type {
  ArtistSortField,
  LabelSortField,
  SetSortField,
  TrackSortField,
} from '@rabbithole/api-contract';
import type { SortDescriptor, SortField } from '@rabbithole/design-system';
import type { ReactNode } from 'react';

/**
 * Each discover list's sort fields (spec.md section 3, "Sort options"), named as their column
 * headers, and its default order (spec.md section 4: sets and tracks newest first, artists and
 * labels by most sets).
 */
export const discoverSorts = {
  sets: {
    defaultSort: { column: 'release_date', direction: 'desc' } as SortDescriptor<SetSortField>,
    fields: [
      { field: 'artist', name: 'Artist' },
      { field: 'set_name', name: 'Set' },
      { field: 'sponsor', name: 'Curator' },
      { field: 'genre', name: 'Genre' },
      { field: 'release_date', name: 'Recorded' },
    ] satisfies SortField<SetSortField>[],
  },
  tracks: {
    defaultSort: { column: 'release_date', direction: 'desc' } as SortDescriptor<TrackSortField>,
    fields: [
      { field: 'artist', name: 'Artist' },
      { field: 'title', name: 'Title' },
      { field: 'label_name', name: 'Label' },
      { field: 'genre', name: 'Genre' },
      { field: 'release_date', name: 'Released' },
    ] satisfies SortField<TrackSortField>[],
  },
  artists: {
    defaultSort: { column: 'set_count', direction: 'desc' } as SortDescriptor<ArtistSortField>,
    fields: [
      { field: 'name', name: 'Artist' },
      { field: 'set_count', name: 'Sets' },
      { field: 'track_count', name: 'Tracks' },
      { field: 'remix_count', name: 'Remixes' },
    ] satisfies SortField<ArtistSortField>[],
  },
  labels: {
    defaultSort: { column: 'set_count', direction: 'desc' } as SortDescriptor<LabelSortField>,
    fields: [
      { field: 'name', name: 'Label' },
      { field: 'set_count', name: 'Sets' },
      { field: 'track_count', name: 'Tracks' },
      { field: 'artist_count', name: 'Artists' },
    ] satisfies SortField<LabelSortField>[],
  },
} as const;

export type DiscoverListName = keyof typeof discoverSorts;

/** What a discover list shows: the state the route keeps in the address. */
export interface DiscoverState<Field extends string> {
  genre: string | undefined;
  sort: SortDescriptor<Field>;
}

/** The props every discover container takes from its route. */
export interface DiscoverListProps<Field extends string> extends DiscoverState<Field> {
  /** A new genre or order was chosen (filter dialog, Clear, a column header). */
  onChange: (state: DiscoverState<Field>) => void;
  /**
   * The page's title, set on one line with the filter where there is room, so the list starts
   * higher (two whole rows of cards at 1440 × 900).
   * @default undefined
   */
  header?: ReactNode;
}
