// The engagement folder's public entry: the toggles other resource folders wire into pages.
export {
  announceLikesChanged,
  useOnLikesChanged,
  useReloadOnLikesChanged,
} from './likesChanged.ts';
export { engagementMessages, type Subject } from './messages.ts';
export { useFollowToggles, type FollowToggles } from './useFollowToggles.ts';
export { useOptimisticToggle, type Toggle } from './useOptimisticToggle.ts';
export { useSetToggles, type SetToggles } from './useSetToggles.ts';
export { useRowToggles, type RowToggleOptions, type RowToggles } from './useRowToggles.ts';
export { useSetTrackToggles, type SetTrackToggles } from './useSetTrackToggles.ts';
export { shareUrl, useShare } from './useShare.ts';
export { useTrackToggles, type TrackToggles } from './useTrackToggles.ts';
export { useTrackListWatch, useWatchRows, type WatchRows } from './useWatchRows.ts';
