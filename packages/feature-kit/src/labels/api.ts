import { routes, type LabelSortField, type LabelsPage } from '@rabbithole/api-contract';
import {
  apiClient,
  infiniteQuery,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
  type ReadRequest,
} from '../api/index.ts';
import { discoverPageQuery, type DiscoverListOptions } from '../discover/index.ts';

// Routes, not endpoints: a page's first read starts from a chunk that must not carry zod.
const { listLabels } = routes;

/** What the Discover Labels list may be narrowed and ordered by (the server: most sets first). */
export type LabelsListOptions = DiscoverListOptions<LabelSortField>;

/** Page `pageIndex` (20 labels each) of the labels list: its SWR key and fetcher. */
export function labelsPageRequest(
  options: LabelsListOptions,
  pageIndex: number,
  client: ApiClient = apiClient,
): ReadRequest<LabelsPage> {
  return readRequest(listLabels, { query: discoverPageQuery(options, pageIndex) }, client);
}

/** The whole list for `useSWRInfinite`: page n at offset 20 × n, none after the last. */
export function labelsListQuery(
  options: LabelsListOptions,
  client: ApiClient = apiClient,
): InfiniteQuery<LabelsPage> {
  return infiniteQuery((pageIndex) => labelsPageRequest(options, pageIndex, client));
}
