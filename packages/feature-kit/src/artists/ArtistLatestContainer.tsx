import { RowPreview } from '@rabbithole/design-system';
import { useArtistLatestSets, useArtistLatestTracks } from './useArtistLatest.ts';
import type { ArtistRow } from './artistRow.ts';

export const artistLatestLabel = (row: Pick<ArtistRow, 'name' | 'latest'>) =>
  `Latest ${row.latest} of ${row.name}`;

function LatestSets({ row }: { row: ArtistRow }) {
  const { items, isLoading } = useArtistLatestSets(row.id);
  return (
    <RowPreview
      label={artistLatestLabel(row)}
      items={items}
      isLoading={isLoading}
      viewMoreHref={row.href}
    />
  );
}

function LatestTracks({ row }: { row: ArtistRow }) {
  const { items, isLoading } = useArtistLatestTracks(row.id);
  return (
    <RowPreview
      label={artistLatestLabel(row)}
      items={items}
      isLoading={isLoading}
      viewMoreHref={row.href}
    />
  );
}

/** An expanded artist row: its 4 most recent sets (or tracks, without sets), then View more. */
export function ArtistLatestContainer({ row }: { row: ArtistRow }) {
  return row.latest === 'sets' ? <LatestSets row={row} /> : <LatestTracks row={row} />;
}
