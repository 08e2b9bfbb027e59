// The public API of @rabbithole/feature-kit: what apps/web composes. Everything else (requests,
// hooks, mappers) is reached through a container, so it can change without the app.
export {
  ApiError,
  createApiClient,
  setDefaultApiClient,
  swrConfig,
  type ApiClient,
  type ApiClientOptions,
  type ClientMode,
  type RecoveryQueue,
  type RequestAuth,
  type TokenSource,
} from './api/index.ts';
export {
  AccountMenuContainer,
  ForgotPasswordContainer,
  HOME_PATH,
  LoginContainer,
  RegisterContainer,
  ResetPasswordContainer,
  destinationAfterLogin,
  type AccountMenuContainerProps,
  type LoginContainerProps,
  type RegisterContainerProps,
  type ResetPasswordContainerProps,
} from './auth/index.ts';
export { OfflineGateContainer, type OfflineGateContainerProps } from './connection/index.ts';
export { isGenre } from './genres.ts';
export {
  FIREBASE_SESSION_KEY,
  hasStoredSession,
  LOGIN_NAVIGATION_DELAY_MS,
  SESSION_MESSAGES,
  SessionError,
  SessionProvider,
  createSession,
  readSignedInUser,
  createTokenSync,
  firebaseConfigFromEnv,
  firebaseLoader,
  memoryStorage,
  useSession,
  type FirebaseAuthAdapter,
  type FirebaseLoader,
  type Registration,
  type Session,
  type SessionController,
  type SessionOptions,
  type SessionProviderProps,
  type SessionState,
  type SessionStatus,
  type SocialProvider,
  type TokenSync,
} from './session/index.ts';
export {
  AUTHENTICATION_EXPIRED,
  createTokenManager,
  type AuthState,
  type FirebaseTokenSource,
  type TokenManager,
  type TokenManagerEvents,
  type TokenManagerOptions,
  type TokenPairInput,
} from './session/token-manager.ts';
export { TOKEN_STORAGE_KEYS } from './session/token-manager-storage.ts';
export { SetsListContainer, type SetsListContainerProps } from './sets/index.ts';

// Browsing: the discover lists (artists, labels, tracks; sets above).
export { formatDate } from './dates.ts';
export {
  discoverSorts,
  readDiscoverQuery,
  writeDiscoverQuery,
  type DiscoverListName,
  type DiscoverListProps,
  type DiscoverState,
} from './discover/index.ts';
export {
  TracksListContainer,
  trackRowItem,
  type TracksListContainerProps,
} from './tracks/index.ts';

// Browsing: the set and track pages.
export { CommentsContainer, type CommentsContainerProps } from './posts/index.ts';
export {
  SetPageContainer,
  useSetMeta,
  type SetPageContainerProps,
  type SetPageMeta,
} from './set/index.ts';
export {
  TrackPageContainer,
  useTrackMeta,
  type TrackPageContainerProps,
  type TrackPageMeta,
} from './track/index.ts';

// Browsing: the artist and label pages.
export {
  ARTIST_TABS,
  ArtistPageContainer,
  isArtistTab,
  useArtistMeta,
  type ArtistPageContainerProps,
  type ArtistPageMeta,
  type ArtistTab,
} from './artist-page/index.ts';
export {
  LABEL_TABS,
  LabelPageContainer,
  isLabelTab,
  useLabelMeta,
  type LabelPageContainerProps,
  type LabelPageMeta,
  type LabelTab,
} from './label-page/index.ts';

// The signed-in user's profile.
export {
  PROFILE_TABS,
  ProfilePageContainer,
  isProfileTab,
  type ProfilePageContainerProps,
  type ProfileTab,
} from './profile/index.ts';

// Browsing: home lists and search; their first reads, for the app's route preload.
export {
  artistCardItem,
  HomeListsContainer,
  homeListRequests,
  labelCardItem,
  trackCardItem,
  type HomeListRequests,
} from './home/index.ts';
export {
  SearchContainer,
  searchKinds,
  searchPageRequest,
  type SearchContainerProps,
  type SearchKind,
} from './search/index.ts';
export { setRequest } from './set/index.ts';
export { discoverFirstPageRequest } from './first-reads/index.ts';
export { trackRequest } from './track/index.ts';
export { artistRequest } from './artist-page/index.ts';
export { labelRequest } from './label-page/index.ts';
export type { ReadRequest } from './api/index.ts';

// Browsing: the discover lists of artists and labels.
export { ArtistsListContainer, type ArtistsListContainerProps } from './artists/index.ts';
export { LabelsListContainer, type LabelsListContainerProps } from './labels/index.ts';
export { type DiscoverSortField } from './discover/index.ts';
export { ToastProvider, type ToastProviderProps } from './toasts/index.ts';
export { announceLikesChanged } from './engagement/index.ts';

// The signed-in app's persistent player bar and its queue.
export { PlayerBarContainer, PlayerToastProvider, useNowPlayingTitle } from './player-bar/index.ts';
// Listening: the player engine, its provider and hooks, and the timeline of a set.
export {
  DEFAULT_VOLUME,
  PlayerEngine,
  PlayerProvider,
  SKIP_MS,
  StillAudio,
  VOLUME_STEP,
  formatMomentParam,
  momentLink,
  nextTrackStart,
  nowPlayingEntryId,
  parseMomentParam,
  previousTrackStart,
  trackAt,
  trackBoundaries,
  useKeyboardShortcuts,
  useMomentLinkStart,
  useNowPlayingEntryId,
  usePlayer,
  usePlayerControls,
  usePlayerSelector,
  useSetPlayback,
  useTrackPlayback,
  type AudioElementLike,
  type KeyboardShortcutsOptions,
  type LoadOptions,
  type Player,
  type PlayerApi,
  type PlayerControls,
  type PlayerEngineOptions,
  type PlayerError,
  type PlayerProviderProps,
  type PlayerState,
  type PlayerStatus,
  type SetPlayback,
  type TrackPlayback,
} from './player/index.ts';
// Listening: the queue, the player's likes and plays, "Play track" on a track row.
export {
  queueMessages,
  savePlay,
  useLikeMoment,
  usePlayTrackRequest,
  useQueue,
  type LikeMoment,
  type QueueActions,
  type QueueState,
  type TrackStart,
} from './queue/index.ts';

// The top bar's notification bell, live from the notification stream.
export {
  NOTIFICATIONS_POLL_MS,
  NotificationBellContainer,
  createNotificationStream,
  useNotificationStream,
  useNotifications,
  type NotificationStream,
  type NotificationStreamOptions,
  type NotificationsOptions,
  type NotificationsState,
  type StreamStatus,
} from './notifications/index.ts';

// Administration: releasing an ID as the track it turned out to be (admins only).
export { AdminReleaseContainer, isAdmin } from './admin/index.ts';
