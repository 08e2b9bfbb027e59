// The sets resource's public surface: other resource folders and the package index import from
// here, never from the files beside it.
export { setsListQuery, setsPageRequest, type SetsListOptions } from './api.ts';
export { setCardItem, setTags } from './setCardItem.ts';
export { SetsListContainer, type SetsListContainerProps } from './SetsListContainer.tsx';
export { useSetsList, type SetsList } from './useSetsList.ts';
