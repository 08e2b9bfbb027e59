// The set/ folder's public entry: the set page (house style 8).
export { setRequest } from './api.ts';
export { SetPageContainer, type SetPageContainerProps } from './SetPageContainer.tsx';
export { setTrackItem } from './setTrackItem.ts';
export { setPageMeta, type SetPageMeta } from './setView.ts';
export { useSet } from './useSet.ts';
export { useSetMeta } from './useSetMeta.ts';
