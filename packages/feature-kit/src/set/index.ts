// The set/ folder's public entry: the set page (house style 8).
export { setRequest } from './api.ts';
export { preloadSet } from './preloadSet.ts';
export {
  SetPageContainer,
  type SetPageContainerProps,
  type SetPlayback,
} from './SetPageContainer.tsx';
export { setTrackItem } from './setTrackItem.ts';
export { setPageMeta, type SetPageMeta } from './setView.ts';
export { useSet } from './useSet.ts';
export { useSetMeta } from './useSetMeta.ts';
