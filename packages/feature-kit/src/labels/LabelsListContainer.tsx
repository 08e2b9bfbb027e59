import type { LabelSortField, Genre } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import {
  labelLatestSource,
  discoverSorts,
  entityColumns,
  EntityListContainer,
  type DiscoverListProps,
} from '../discover/index.ts';
import { labelRow, type LabelRow } from './labelRow.ts';
import { useLabelsList } from './useLabelsList.ts';

export type LabelsListContainerProps = DiscoverListProps<LabelSortField>;

const columns = entityColumns<LabelRow, LabelSortField>({
  noun: 'Label',
  page: '/labels',
  own: {
    id: 'artists',
    name: 'Artists',
    sortField: 'artist_count',
    align: 'end',
    hideBelow: 'md',
    render: (row) => row.artists,
  },
});

/** Discover Labels: the filter, then labels as a sortable table (cards on phones), paged. */
export function LabelsListContainer({ genre, sort, ...props }: LabelsListContainerProps) {
  const list = useLabelsList({
    genre: genre as Genre | undefined,
    order_by: sort.column,
    order_direction: sort.direction,
  });
  const rows = useMemo(() => list.data.map(labelRow), [list.data]);
  return (
    <EntityListContainer
      {...props}
      genre={genre}
      sort={sort}
      label="Labels"
      columns={columns}
      rows={rows}
      list={list}
      sorts={discoverSorts.labels}
      latest={labelLatestSource}
      emptyMessage="No labels found."
    />
  );
}
