import type { HttpMethod } from './url.ts';

/**
 * Each endpoint's method and path by operationId, and nothing else: what a caller needs to send a
 * request and name its SWR key. No schema lives here, so a module that reaches the API through
 * these alone does not pull zod into its bundle (the web app's first script, design.md section
 * 6); the endpoints (endpoint.ts) take their method and path from here, so each is written once.
 */
export interface EndpointRoute {
  readonly method: HttpMethod;
  /** Below API_PREFIX, OpenAPI style: `/sets/{id}`. */
  readonly path: string;
  readonly operationId: string;
}

type RouteTable = Readonly<Record<string, readonly [HttpMethod, string]>>;

type RoutesOf<Table extends RouteTable> = {
  readonly [OperationId in keyof Table & string]: {
    readonly method: Table[OperationId][0];
    readonly path: Table[OperationId][1];
    readonly operationId: OperationId;
  };
};

function defineRoutes<const Table extends RouteTable>(table: Table): RoutesOf<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([operationId, [method, path]]) => [
      operationId,
      { method, path, operationId },
    ]),
  ) as RoutesOf<Table>;
}

export const routes = defineRoutes({
  // artists.ts
  listArtists: ['GET', '/artists'],
  getArtist: ['GET', '/artists/{id}'],
  listLabelArtists: ['GET', '/labels/{id}/artists'],
  listFeaturedArtists: ['GET', '/featured/artists'],
  // engagement.ts
  toggleArtistFollow: ['PUT', '/stats/artist/{id}/follow'],
  toggleArtistShowLikes: ['PUT', '/stats/artist/{id}/likes-toggle'],
  toggleLabelFollow: ['PUT', '/stats/label/{id}/follow'],
  toggleLabelShowLikes: ['PUT', '/stats/label/{id}/likes-toggle'],
  toggleSetFav: ['PUT', '/favs/set/{id}'],
  toggleSetShowLikes: ['PUT', '/favs/set/{id}/likes-toggle'],
  toggleSetLike: ['PUT', '/favs/set/{id}/likes'],
  toggleTrackFav: ['PUT', '/favs/track/{id}'],
  toggleTrackShowLikes: ['PUT', '/favs/track/{id}/likes-toggle'],
  toggleTrackLike: ['PUT', '/favs/track/{id}/likes'],
  purchaseTrack: ['PUT', '/favs/track/{id}/purchase'],
  // health.ts
  getLiveness: ['GET', '/healthz'],
  getReadiness: ['GET', '/readyz'],
  // import.ts
  importCatalog: ['POST', '/admin/import'],
  // labels.ts
  listLabels: ['GET', '/labels'],
  getLabel: ['GET', '/labels/{id}'],
  listArtistLabels: ['GET', '/artists/{id}/labels'],
  listFeaturedLabels: ['GET', '/featured/labels'],
  // notifications.ts
  listNotifications: ['GET', '/notifications'],
  markNotificationRead: ['PUT', '/notifications/{id}'],
  releaseId: ['POST', '/admin/tracks/{id}/release'],
  listUnreleasedIds: ['GET', '/admin/ids'],
  // player.ts
  getQueue: ['GET', '/queue'],
  addToQueue: ['POST', '/queue'],
  removeFromQueue: ['DELETE', '/queue/{id}'],
  clearQueue: ['DELETE', '/queue'],
  reorderQueue: ['PUT', '/queue'],
  setQueueCurrent: ['PUT', '/queue/new-current'],
  advanceQueue: ['PUT', '/queue/next'],
  savePlay: ['PUT', '/plays'],
  likeMoment: ['POST', '/set-likes'],
  // posts.ts
  listSetPosts: ['GET', '/sets/{id}/posts'],
  listTrackPosts: ['GET', '/tracks/{id}/posts'],
  createPost: ['POST', '/posts'],
  updatePost: ['PUT', '/posts/{id}'],
  deletePost: ['DELETE', '/posts/{id}'],
  // set-tracks.ts
  getSetTrackPlay: ['GET', '/set_tracks/play/{id}'],
  // sets.ts
  listSets: ['GET', '/sets'],
  getSet: ['GET', '/sets/{id}'],
  listTrackSets: ['GET', '/tracks/{id}/sets'],
  listArtistSets: ['GET', '/artists/{id}/sets'],
  listLabelSets: ['GET', '/labels/{id}/sets'],
  listFeaturedSets: ['GET', '/featured/sets'],
  // tokens.ts
  createTokens: ['POST', '/tokens'],
  refreshTokens: ['PUT', '/tokens'],
  deleteTokens: ['DELETE', '/tokens'],
  requestPasswordReset: ['POST', '/tokens/reset'],
  resetPassword: ['PUT', '/tokens/reset'],
  // tracks.ts
  listTracks: ['GET', '/tracks'],
  getTrack: ['GET', '/tracks/{id}'],
  listArtistTracks: ['GET', '/artists/{id}/tracks'],
  listArtistRemixes: ['GET', '/artists/{id}/remixes'],
  listArtistIds: ['GET', '/artists/{id}/ids'],
  listLabelTracks: ['GET', '/labels/{id}/tracks'],
  listFeaturedTracks: ['GET', '/featured/tracks'],
  // user-lists.ts
  listUserSets: ['GET', '/users/{id}/sets'],
  listUserTracks: ['GET', '/users/{id}/tracks'],
  listUserIds: ['GET', '/users/{id}/ids'],
  listUserArtists: ['GET', '/users/{id}/artists'],
  listUserLabels: ['GET', '/users/{id}/labels'],
  // users.ts
  createUser: ['POST', '/users'],
  getSignInMethod: ['GET', '/users/un/{username}'],
  getUserByEmail: ['GET', '/users/{email}'],
  linkAuthId: ['PUT', '/users/auth-id'],
  getMe: ['GET', '/me'],
});
