import type { EndpointDescription } from './endpoint.ts';
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
import {
  createUser,
  getMe,
  getSignInMethod,
  getUserByEmail,
  linkAuthId,
  listUserArtists,
  listUserIds,
  listUserLabels,
  listUserSets,
  listUserTracks,
} from './users.ts';

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
  importCatalog,
} as const satisfies Record<string, EndpointDescription>;
