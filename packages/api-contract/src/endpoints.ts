import type { EndpointDescription } from './endpoint.ts';
import type { EndpointRoute } from './routes.ts';
import { getArtist, listArtists, listFeaturedArtists, listLabelArtists } from './artists.ts';
import {
  purchaseTrack,
  toggleArtistFollow,
  toggleArtistShowLikes,
  toggleLabelFollow,
  toggleLabelShowLikes,
  toggleSetFav,
  toggleSetLike,
  toggleSetShowLikes,
  toggleTrackFav,
  toggleTrackLike,
  toggleTrackShowLikes,
} from './engagement.ts';
import { getLiveness, getReadiness } from './health.ts';
import { importCatalog } from './import.ts';
import { getLabel, listArtistLabels, listFeaturedLabels, listLabels } from './labels.ts';
import {
  addToQueue,
  advanceQueue,
  clearQueue,
  getQueue,
  likeMoment,
  removeFromQueue,
  reorderQueue,
  savePlay,
  setQueueCurrent,
} from './player.ts';
import {
  listNotifications,
  listUnreleasedIds,
  markNotificationRead,
  releaseId,
} from './notifications.ts';
import { createPost, deletePost, listSetPosts, listTrackPosts, updatePost } from './posts.ts';
import { getSetTrackPlay } from './set-tracks.ts';
import {
  getSet,
  listArtistSets,
  listFeaturedSets,
  listLabelSets,
  listSets,
  listTrackSets,
} from './sets.ts';
import {
  createTokens,
  deleteTokens,
  refreshTokens,
  requestPasswordReset,
  resetPassword,
} from './tokens.ts';
import {
  getTrack,
  listArtistIds,
  listArtistRemixes,
  listArtistTracks,
  listFeaturedTracks,
  listLabelTracks,
  listTracks,
} from './tracks.ts';
import { createUser, getMe, getSignInMethod, getUserByEmail, linkAuthId } from './users.ts';
import {
  listUserArtists,
  listUserIds,
  listUserLabels,
  listUserSets,
  listUserTracks,
} from './user-lists.ts';

/**
 * Every endpoint of the API, by operationId. The server checks at start that each has a route,
 * and the OpenAPI document lists exactly these.
 */
export const endpoints = {
  getLiveness,
  getReadiness,
  listSets,
  getSet,
  listArtistSets,
  listLabelSets,
  listTrackSets,
  listFeaturedSets,
  getSetTrackPlay,
  listTracks,
  getTrack,
  listArtistTracks,
  listArtistRemixes,
  listArtistIds,
  listLabelTracks,
  listFeaturedTracks,
  createTokens,
  refreshTokens,
  deleteTokens,
  requestPasswordReset,
  resetPassword,
  createUser,
  getSignInMethod,
  getUserByEmail,
  linkAuthId,
  getMe,
  listUserSets,
  listUserTracks,
  listUserIds,
  listUserArtists,
  listUserLabels,
  listArtists,
  getArtist,
  listArtistLabels,
  listLabels,
  getLabel,
  listLabelArtists,
  listFeaturedArtists,
  listFeaturedLabels,
  listSetPosts,
  listTrackPosts,
  toggleArtistFollow,
  toggleArtistShowLikes,
  toggleLabelFollow,
  toggleLabelShowLikes,
  toggleSetFav,
  toggleSetShowLikes,
  toggleSetLike,
  toggleTrackFav,
  toggleTrackShowLikes,
  toggleTrackLike,
  purchaseTrack,
  createPost,
  updatePost,
  deletePost,
  getQueue,
  addToQueue,
  removeFromQueue,
  clearQueue,
  reorderQueue,
  setQueueCurrent,
  advanceQueue,
  savePlay,
  likeMoment,
  listNotifications,
  markNotificationRead,
  importCatalog,
  releaseId,
  listUnreleasedIds,
} as const satisfies Record<string, EndpointDescription>;

type Endpoints = typeof endpoints;

/**
 * The endpoint behind a route (`routes.getMe` → `getMe`), for the types of a call made with a
 * route alone; an endpoint is its own.
 */
export type EndpointOf<Route extends EndpointRoute> = Route extends EndpointDescription
  ? Route
  : Route['operationId'] extends keyof Endpoints
    ? Endpoints[Route['operationId']]
    : EndpointDescription;
