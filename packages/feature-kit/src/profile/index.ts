// The profile/ folder's public entry: the signed-in user's profile page (house style 8).
export {
  userArtistsQuery,
  userIdsQuery,
  userLabelsQuery,
  userSetsQuery,
  userTracksQuery,
} from './api.ts';
export { ProfilePage, type ProfilePageProps } from './ProfilePage.tsx';
export { ProfilePageContainer, type ProfilePageContainerProps } from './ProfilePageContainer.tsx';
export {
  isProfileTab,
  PROFILE_TABS,
  profileEmptyMessages,
  profileHeader,
  profileTabLabels,
  profileTabs,
  type ProfileTab,
} from './profileView.ts';
export { useProfile, type Profile } from './useProfile.ts';
export {
  useLikedArtists,
  useLikedLabels,
  useLikedSets,
  useLikedTracks,
  useWatchedIds,
} from './useProfileTab.ts';
