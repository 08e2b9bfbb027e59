import type { Page } from '@rabbithole/api-contract';
import { SectionList, type CardItem } from '@rabbithole/design-system';
import { useMemo } from 'react';
import type { ReadRequest } from '../api/index.ts';
import { setCardItem } from '../sets/index.ts';
import { homeListRequests } from './api.ts';
import { artistCardItem, labelCardItem, trackCardItem } from './cardItems.ts';
import { useHomeList } from './useHomeList.ts';

// Built once: the keys are the ones the app preloads (its routeTable.ts), the fetchers the guest client
// every catalog list reads through.
const requests = homeListRequests();

function useShelf<Item>(
  request: ReadRequest<Page<Item>>,
  what: string,
  toCard: (item: Item) => CardItem,
) {
  const { data, error, isLoading } = useHomeList(request, what);
  const items = useMemo(() => data.map(toCard), [data, toCard]);
  return { items, isLoading, failed: error !== undefined && data.length === 0 };
}

/** Home: Featured Sets, the sets listeners enjoyed most in the catalog's last year. */
export function FeaturedSetsContainer() {
  const shelf = useShelf(requests.featuredSets, 'featured sets', setCardItem);
  return (
    <SectionList
      title="Featured Sets"
      cardShape="set"
      // The first shelf's first cards are the page's largest paint, at every width.
      priorityCount={4}
      items={shelf.items}
      isLoading={shelf.isLoading}
      // A failed load stays silent (spec.md section 8), so it must not read as "nothing found".
      emptyMessage={shelf.failed ? undefined : 'No sets found.'}
    />
  );
}

/** Home: Newest Tracks, the tracks list newest release first. */
export function NewestTracksContainer() {
  const shelf = useShelf(requests.newestTracks, 'newest tracks', trackCardItem);
  return (
    <SectionList
      title="Newest Tracks"
      cardShape="subtitled"
      items={shelf.items}
      isLoading={shelf.isLoading}
      emptyMessage={shelf.failed ? undefined : 'No tracks found.'}
    />
  );
}

/** Home: Featured Artists, the artists with the most sets lately. */
export function FeaturedArtistsContainer() {
  const shelf = useShelf(requests.featuredArtists, 'featured artists', artistCardItem);
  return (
    <SectionList
      title="Featured Artists"
      cardShape="plain"
      items={shelf.items}
      isLoading={shelf.isLoading}
      emptyMessage={shelf.failed ? undefined : 'No artists found.'}
    />
  );
}

/** Home: Featured Labels, the labels with the most sets lately. */
export function FeaturedLabelsContainer() {
  const shelf = useShelf(requests.featuredLabels, 'featured labels', labelCardItem);
  return (
    <SectionList
      title="Featured Labels"
      cardShape="plain"
      items={shelf.items}
      isLoading={shelf.isLoading}
      emptyMessage={shelf.failed ? undefined : 'No labels found.'}
    />
  );
}
