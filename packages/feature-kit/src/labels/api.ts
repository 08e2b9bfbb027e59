import {
  listLabels,
  listLabelSets,
  listLabelTracks,
  type LabelSortField,
  type LabelsPage,
  type Genre,
  type SetsPage,
  type SortDirection,
  type TracksPage,
} from '@rabbithole/api-contract';
import { rowPreviewLimit } from '@rabbithole/design-system';
import {
  apiClient,
  infiniteQuery,
  pageWindow,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
  type ReadRequest,
} from '../api/index.ts';

/** What the Discover Labels list may be narrowed and ordered by. */
export interface LabelsListOptions {
  genre?: Genre | undefined;
  /** @default 'set_count' (the server's default) */
  order_by?: LabelSortField | undefined;
  /** @default 'desc' */
  order_direction?: SortDirection | undefined;
}

/** Page `pageIndex` (20 labels each) of the labels list: its SWR key and fetcher. */
export function labelsPageRequest(
  { genre, order_by, order_direction }: LabelsListOptions,
  pageIndex: number,
  client: ApiClient = apiClient,
): ReadRequest<LabelsPage> {
  const query = { genre, order_by, order_direction, ...pageWindow(pageIndex) };
  return readRequest(listLabels, { query }, client);
}

/** The whole list for `useSWRInfinite`: page n at offset 20 × n, none after the last. */
export function labelsListQuery(
  options: LabelsListOptions,
  client: ApiClient = apiClient,
): InfiniteQuery<LabelsPage> {
  return infiniteQuery((pageIndex) => labelsPageRequest(options, pageIndex, client));
}

// An expanded row shows the newest few only (spec.md section 9), so it asks for no more.
const latestQuery = {
  order_by: 'release_date',
  order_direction: 'desc',
  offset: 0,
  limit: rowPreviewLimit,
} as const;

/** A label's most recent sets, for its expanded row. */
export function labelLatestSetsRequest(
  id: number,
  client: ApiClient = apiClient,
): ReadRequest<SetsPage> {
  return readRequest(listLabelSets, { params: { id }, query: latestQuery }, client);
}

/** A label's most recent tracks, for the row of a label without sets. */
export function labelLatestTracksRequest(
  id: number,
  client: ApiClient = apiClient,
): ReadRequest<TracksPage> {
  return readRequest(listLabelTracks, { params: { id }, query: latestQuery }, client);
}
