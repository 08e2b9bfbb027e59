import { CardCollection } from '@rabbithole/design-system';
import { useMemo } from 'react';
import { setCardItem } from '../sets/index.ts';
import { useTrackSets } from './useTrack.ts';

export interface TrackSetsContainerProps {
  /** The track whose sets are listed. */
  trackId: number;
}

/** The Sets tab of a track page: every set it is played in, newest first, paged by Load More. */
export function TrackSetsContainer({ trackId }: TrackSetsContainerProps) {
  const { data, isLoading, isLoadingMore, hasMore, error, loadMore } = useTrackSets(trackId);
  const items = useMemo(() => data.map(setCardItem), [data]);
  return (
    <CardCollection
      label="Sets"
      items={items}
      isLoading={isLoading}
      isLoadingMore={isLoadingMore}
      hasMore={hasMore}
      onLoadMore={loadMore}
      // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
      emptyMessage={error === undefined ? 'No sets found.' : undefined}
    />
  );
}
