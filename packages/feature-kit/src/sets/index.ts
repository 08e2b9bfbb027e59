// The sets/ folder's public entry: what other resource folders and the package index may import
// from it (house style 8).
export { setsListQuery, setsPageRequest, type SetsListOptions } from './api.ts';
export { setCardItem, setTags } from './setCardItem.ts';
export { SetsListContainer, type SetsListContainerProps } from './SetsListContainer.tsx';
export { useSetsList, type SetsList } from './useSetsList.ts';
