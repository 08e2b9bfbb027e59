import { routes, type SetDetail } from '@rabbithole/api-contract';
import { apiClient, readRequest, type ApiClient, type ReadRequest } from '../api/index.ts';

// Routes, not endpoints: this module is on the first script's path, which must not carry zod.
const { getSet } = routes;

/** One set with its track list: its SWR key and fetcher, from `getSet`. */
export function setRequest(id: number, client: ApiClient = apiClient): ReadRequest<SetDetail> {
  return readRequest(getSet, { params: { id } }, client);
}
