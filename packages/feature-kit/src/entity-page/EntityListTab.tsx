import type { SetSummary, Track } from '@rabbithole/api-contract';
import { CardCollection, TracklistTable, type CardItem } from '@rabbithole/design-system';
import { useMemo } from 'react';
import type { InfiniteList } from '../api/index.ts';
import { useTrackListWatch } from '../engagement/index.ts';
import { setCardItem } from '../sets/index.ts';
import { trackRowItem } from '../tracks/index.ts';

export interface CardsTabProps<Item> {
  /** The list's accessible name, the tab's label ("Sets", "Labels"). */
  label: string;
  list: InfiniteList<Item>;
  toItem: (item: Item) => CardItem;
  /** Said when the list is empty, e.g. "No sets found.". */
  emptyMessage: string;
}

/** A tab of an artist or label page as cards, paged by Load More. */
export function CardsTab<Item>({ label, list, toItem, emptyMessage }: CardsTabProps<Item>) {
  const items = useMemo(() => list.data.map(toItem), [list.data, toItem]);
  return (
    <CardCollection
      label={label}
      items={items}
      isLoading={list.isLoading}
      isLoadingMore={list.isLoadingMore}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
      emptyMessage={list.error === undefined ? emptyMessage : undefined}
    />
  );
}

export interface SetsTabProps {
  list: InfiniteList<SetSummary>;
}

/** The Sets tab: set cards, newest first. */
export function SetsTab({ list }: SetsTabProps) {
  return <CardsTab label="Sets" list={list} toItem={setCardItem} emptyMessage="No sets found." />;
}

const toRow = (track: Track) => trackRowItem(track);

export interface TracksTabProps {
  /** The table's accessible name, the tab's label ("Tracks", "Remixes", "IDs"). */
  label: string;
  list: InfiniteList<Track>;
  emptyMessage: string;
  /**
   * The IDs' rows get a watch star (an IDs tab, the profile's Watched IDs).
   * @default false
   */
  canWatch?: boolean;
}

/** A tab of tracks: the track table (cards on phones), paged by Load More. */
export function TracksTab({ label, list, emptyMessage, canWatch = false }: TracksTabProps) {
  const rows = useMemo(() => list.data.map(toRow), [list.data]);
  const watch = useTrackListWatch(list, rows);
  return (
    <TracklistTable
      label={label}
      items={canWatch ? watch.items : rows}
      {...(canWatch ? { onWatchChange: watch.onWatchChange } : {})}
      isLoading={list.isLoading}
      isLoadingMore={list.isLoadingMore}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      emptyMessage={list.error === undefined ? emptyMessage : undefined}
    />
  );
}
