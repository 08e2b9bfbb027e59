// The api/ folder's public entry: what other resource folders may import from it (house style 8).
export {
  ApiContractError,
  ApiError,
  type ApiErrorInit,
  type ValidationErrors,
} from './ApiError.ts';
export {
  apiClient,
  createApiClient,
  setDefaultApiClient,
  type ApiClient,
  type ApiClientOptions,
  type OpenInit,
  type RequestArgs,
  type RequestAuth,
  type RequestParts,
  type TokenSource,
} from './client.ts';
export { isShowingSkeleton, useDeferredAnswer } from './deferredRender.ts';
export { createClientMode, type ClientMode, type ClientModeSource } from './clientMode.ts';
export { hasMorePages, infiniteQuery, pageWindow, type InfiniteQuery } from './infiniteQuery.ts';
export { loadAnswers } from './lazyAnswers.ts';
export { readRequest, type ReadRequest } from './readRequest.ts';
export {
  createRecoveryQueue,
  NO_VALID_TOKEN,
  type RecoveryItem,
  type RecoveryQueue,
  type RecoveryQueueOptions,
} from './recoveryQueue.ts';
export { categorize, RETRY_LIMITS, retryDelayMs, type RecoveryCategory } from './retryPolicy.ts';
export { swrConfig } from './swrConfig.ts';
export { useInfiniteList, type InfiniteList, type InfiniteListOptions } from './useInfiniteList.ts';
