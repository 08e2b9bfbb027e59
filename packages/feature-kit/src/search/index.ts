// The search/ folder's public entry (house style 8): the search page's results and their reads,
// which the app preloads beside the page's code.
export {
  searchKinds,
  searchPageRequest,
  searchSectionQuery,
  type SearchItems,
  type SearchKind,
} from './api.ts';
export { SearchContainer, type SearchContainerProps } from './SearchContainer.tsx';
export { uniqueById, useSearch, type SearchSection, type SearchSections } from './useSearch.ts';
