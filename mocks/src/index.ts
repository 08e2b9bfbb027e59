import type { HttpHandler } from 'msw';
import { adminIdsHandlers } from './handlers/admin-ids.ts';
import { artistsHandlers } from './handlers/artists.ts';
import { engagementHandlers } from './handlers/engagement.ts';
import { labelsHandlers } from './handlers/labels.ts';
import { notificationsHandlers } from './handlers/notifications.ts';
import { playerHandlers } from './handlers/player.ts';
import { postsHandlers } from './handlers/posts.ts';
import { profileHandlers } from './handlers/profile.ts';
import { sessionHandlers } from './handlers/session.ts';
import { setsHandlers } from './handlers/sets.ts';
import { tracksHandlers } from './handlers/tracks.ts';

export {
  ADMIN_SESSION,
  RESET_TOKEN,
  SIGNED_IN_SESSION,
  type MockResetToken,
  type MockSession,
} from './fixtures/sessions.ts';
export {
  ADMIN_USER,
  APPLE_USER,
  GOOGLE_USER,
  PASSWORD_USER,
  USER_FIXTURES,
  toUser,
  type MockUser,
} from './fixtures/users.ts';
export { SET_FIXTURES, artDataUri, makeQueueItem, makeSet, makeSets } from './fixtures/sets.ts';
export {
  SET_TRACK_FIXTURES,
  TRACK_FIXTURES,
  makeSetDetail,
  makeTrack,
  makeTracks,
  type SetTrackRow,
} from './fixtures/catalog/music.ts';
export {
  ARTIST_FIXTURES,
  LABEL_FIXTURES,
  makeArtist,
  makeArtists,
  makeLabel,
  makeLabels,
} from './fixtures/catalog/people.ts';
export { POST_FIXTURES, makePost } from './fixtures/catalog/posts.ts';
export { WORLD as MOCK_CATALOG } from './fixtures/catalog/world.ts';
export {
  firebaseAuthError,
  mockFirebaseAuth,
  mockFirebaseUser,
  type MockFirebaseAuthOptions,
  type MockFirebaseUser,
} from './firebase.ts';
export { bearerTokenOf, unauthorized, withAuth } from './handlers/auth.ts';
export { handlerFor, type ContractCall, type ContractResolver } from './handlers/contract.ts';
export { errorResponse, validationResponse } from './handlers/errors.ts';
export {
  firebaseIdentityOf,
  mockFirebaseIdToken,
  type MockFirebaseIdentity,
} from './handlers/firebase-tokens.ts';
export {
  RATE_LIMIT_RETRY_AFTER,
  sessionHandlers,
  type SessionHandlers,
} from './handlers/session.ts';
export { basicCredentialsOf } from './handlers/tokens.ts';
export { featuredSetsOf, setsHandlers, setsPageOf, type SetsHandlers } from './handlers/sets.ts';
export {
  artistsHandlers,
  artistsPageOf,
  featuredArtistsOf,
  type ArtistsHandlers,
} from './handlers/artists.ts';
export {
  featuredLabelsOf,
  labelsHandlers,
  labelsPageOf,
  type LabelsHandlers,
} from './handlers/labels.ts';
export {
  featuredTracksOf,
  tracksHandlers,
  tracksPageOf,
  type TracksHandlers,
} from './handlers/tracks.ts';
export {
  POSTS_REFUSED_DELAY_MS,
  POSTS_SLOW_DELAY_MS,
  postsHandlers,
  type PostsHandlers,
} from './handlers/posts.ts';
export {
  ENGAGEMENT_REFUSED_DELAY_MS,
  ENGAGEMENT_SLOW_DELAY_MS,
  engagementHandlers,
  type EngagementHandlers,
} from './handlers/engagement.ts';
export { profileHandlers, type ProfileHandlers } from './handlers/profile.ts';
export {
  ALREADY_QUEUED,
  NO_TRACK_AT_MOMENT,
  PLAYER_REFUSED_DELAY_MS,
  PLAYER_SLOW_DELAY_MS,
  playerHandlers,
  type PlayerHandlers,
} from './handlers/player.ts';
export {
  NOTIFICATIONS_REFUSED_DELAY_MS,
  NOTIFICATIONS_SLOW_DELAY_MS,
  notificationsHandlers,
  notificationsPageOf,
  type NotificationsHandlers,
} from './handlers/notifications.ts';
export {
  notificationStreamHandler,
  notificationStreamUnavailable,
  type NotificationStreamOptions,
} from './handlers/notifications-stream.ts';
export { MockNotificationSchema, type MockNotification } from './fixtures/notifications.ts';
export {
  instantKey,
  isoInstant,
  notificationsOf,
  onNotificationsWritten,
  openNotificationStreams,
  pushNotification,
  seedNotifications,
  toNotification,
  wakeNotificationStreams,
  type NotificationSeed,
} from './store/notifications.ts';
export {
  FAV_KINDS,
  FOLLOW_KINDS,
  type FavKind,
  type FollowKind,
  type MockFav,
  type MockFollow,
  type MockLike,
} from './fixtures/engagement.ts';
export { seedEngagement, type EngagementSeed } from './store/engagement.ts';
export { type MockPlay, type MockQueueItem } from './fixtures/player.ts';
export { seedQueue } from './store/player.ts';
export {
  ADMIN_REFUSED_DELAY_MS,
  ADMIN_SLOW_DELAY_MS,
  ALREADY_RELEASED,
  adminIdsHandlers,
  type AdminIdsHandlers,
} from './handlers/admin-ids.ts';
export { seedRelease } from './store/releases.ts';
export { catalogTablesOf, type CatalogRows, type CatalogTables } from './store/catalog-tables.ts';
export { mockDb, mockStoreLoader, resetMockStore, type MockDb, type MockSeed } from './store/db.ts';
export { listPage, type ListQuery, type ListRules } from './store/lists.ts';
export { defineTable, type Table, type TableDefinition } from './store/table.ts';

/** The default answer of every mocked resource: a populated, working API. */
export const handlers: HttpHandler[] = [
  ...setsHandlers,
  ...tracksHandlers,
  ...artistsHandlers,
  ...labelsHandlers,
  ...postsHandlers,
  ...engagementHandlers,
  ...profileHandlers,
  ...playerHandlers,
  ...notificationsHandlers,
  ...adminIdsHandlers,
  ...sessionHandlers,
];
