export { ApiContractError, ApiError, type ValidationErrors } from './api/ApiError.ts';
export {
  apiClient,
  buildApiUrl,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './api/client.ts';
export { isRetryable, swrConfig } from './api/swrConfig.ts';
export { GENRES, isGenre, type Genre } from './genres.ts';
export { mediaUrl } from './media.ts';
export {
  fetchSetsPage,
  hasMorePages,
  setsPageKey,
  type SetsListOptions,
  type SetsPageKey,
  type SetsPageQuery,
} from './sets/api.ts';
export { SetsListContainer, type SetsListContainerProps } from './sets/SetsListContainer.tsx';
export { setCardItem, setTags } from './sets/setCardItem.ts';
export { useSetsList, type SetsList } from './sets/useSetsList.ts';
