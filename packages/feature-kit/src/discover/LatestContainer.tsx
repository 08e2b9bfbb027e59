import { RowPreview } from '@rabbithole/design-system';
import { useMemo } from 'react';
import { latestSetItem, latestTrackItem } from './latestItems.ts';
import { latestSetsRequest, latestTracksRequest, type LatestSource } from './latestRequests.ts';
import { useLatest, type Latest } from './useLatest.ts';

/** What an expanded row needs of its artist or label. */
export interface LatestRow {
  id: number;
  name: string;
  /** The artist's or label's page, where View more leads. */
  href: string;
  /** What the expanded row lists: the sets, or the tracks when there is no set. */
  latest: 'sets' | 'tracks';
}

/** The expansion's accessible name, also its toggle's: "Latest sets of Tomás Arriaga". */
export const latestLabel = (row: Pick<LatestRow, 'name' | 'latest'>) =>
  `Latest ${row.latest} of ${row.name}`;

export interface LatestContainerProps {
  row: LatestRow;
  source: LatestSource;
}

function Preview({ row, latest }: { row: LatestRow; latest: Latest }) {
  return (
    <RowPreview
      label={latestLabel(row)}
      items={latest.items}
      isLoading={latest.isLoading}
      viewMoreHref={row.href}
    />
  );
}

function LatestSets({ row, source }: LatestContainerProps) {
  const request = useMemo(() => latestSetsRequest(source, row.id), [source, row.id]);
  const what = `the latest sets of ${source.owner}`;
  return <Preview row={row} latest={useLatest(request, latestSetItem, what)} />;
}

function LatestTracks({ row, source }: LatestContainerProps) {
  const request = useMemo(() => latestTracksRequest(source, row.id), [source, row.id]);
  const what = `the latest tracks of ${source.owner}`;
  return <Preview row={row} latest={useLatest(request, latestTrackItem, what)} />;
}

/**
 * An expanded artist or label row: its 4 most recent sets (or tracks, without sets), then View
 * more.
 */
export function LatestContainer({ row, source }: LatestContainerProps) {
  return row.latest === 'sets' ? (
    <LatestSets row={row} source={source} />
  ) : (
    <LatestTracks row={row} source={source} />
  );
}
