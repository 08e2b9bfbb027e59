import { RowPreview } from '@rabbithole/design-system';
import { useLabelLatestSets, useLabelLatestTracks } from './useLabelLatest.ts';
import type { LabelRow } from './labelRow.ts';

export const labelLatestLabel = (row: Pick<LabelRow, 'name' | 'latest'>) =>
  `Latest ${row.latest} of ${row.name}`;

function LatestSets({ row }: { row: LabelRow }) {
  const { items, isLoading } = useLabelLatestSets(row.id);
  return (
    <RowPreview
      label={labelLatestLabel(row)}
      items={items}
      isLoading={isLoading}
      viewMoreHref={row.href}
    />
  );
}

function LatestTracks({ row }: { row: LabelRow }) {
  const { items, isLoading } = useLabelLatestTracks(row.id);
  return (
    <RowPreview
      label={labelLatestLabel(row)}
      items={items}
      isLoading={isLoading}
      viewMoreHref={row.href}
    />
  );
}

/** An expanded label row: its 4 most recent sets (or tracks, without sets), then View more. */
export function LabelLatestContainer({ row }: { row: LabelRow }) {
  return row.latest === 'sets' ? <LatestSets row={row} /> : <LatestTracks row={row} />;
}
