import { getSet, type SetDetail } from '@rabbithole/api-contract';
import { apiClient, readRequest, type ApiClient, type ReadRequest } from '../api/index.ts';

/** One set with its track list: its SWR key and fetcher, from `getSet`. */
export function setRequest(id: number, client: ApiClient = apiClient): ReadRequest<SetDetail> {
  return readRequest(getSet, { params: { id } }, client);
}
