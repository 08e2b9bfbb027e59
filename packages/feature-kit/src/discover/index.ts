// The discover/ folder's public entry: what the discover list folders and the package index use.
export { readDiscoverQuery, writeDiscoverQuery, type DiscoverSortField } from './discoverQuery.ts';
export {
  discoverSorts,
  type DiscoverListName,
  type DiscoverListProps,
  type DiscoverState,
} from './sorts.ts';
export { latestSetItem, latestTrackItem } from './latestItems.ts';
export { useLatest, type Latest } from './useLatest.ts';
// Stories of the discover containers hold their state with it, as their routes hold the address.
export { DiscoverStoryState } from './DiscoverStoryState.tsx';
// What the artists and labels lists share: their rows, columns, table and expanded rows.
export { entityRow, type EntityRow } from './entityRow.ts';
export {
  EntityListContainer,
  entityColumns,
  type EntityListContainerProps,
} from './EntityListContainer.tsx';
export {
  LatestContainer,
  latestLabel,
  type LatestContainerProps,
  type LatestRow,
} from './LatestContainer.tsx';
export {
  artistLatestSource,
  labelLatestSource,
  latestSetsRequest,
  latestTracksRequest,
  type LatestSource,
} from './latestRequests.ts';
export { discoverPageQuery, useDiscoverList, type DiscoverListOptions } from './useDiscoverList.ts';
