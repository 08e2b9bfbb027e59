// The api/ folder's public entry: what other resource folders may import from it (house style 8).
export { ApiContractError, ApiError, type ValidationErrors } from './ApiError.ts';
export {
  apiClient,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestArgs,
  type RequestParts,
} from './client.ts';
export { hasMorePages, infiniteQuery, pageWindow, type InfiniteQuery } from './infiniteQuery.ts';
export { readRequest, type ReadRequest } from './readRequest.ts';
export { isRetryable, swrConfig } from './swrConfig.ts';
export { useInfiniteList, type InfiniteList, type InfiniteListOptions } from './useInfiniteList.ts';
