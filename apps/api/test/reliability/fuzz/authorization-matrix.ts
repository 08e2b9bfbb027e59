/**
 * Who may call each operation of /api/openapi.json, and what the call looks like when aimed at
 * another user's data. The matrix test fails when the document has an operation without a row
 * here: a new endpoint is not covered until someone says who may call it.
 */

/** The owner's resources, made by the owner through the API before the checks. */
export interface OwnerResources {
  ownerId: number;
  ownerEmail: string;
  postId: number;
  queueItemId: number;
  notificationId: number;
  /** An ID no one has released, and a track it could be released as. */
  idTrackId: number;
  trackId: number;
}

/** One call: its path params, query and JSON body. */
export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

export type MatrixRow =
  /** Open to anyone by design: why, in the spec's terms. Nothing to deny. */
  | { who: 'anyone'; why: string }
  /** The credential travels in the body: a made-up one is refused with `status`. */
  | { who: 'body credential'; call: () => Call; status: number }
  /** Basic credentials of an account, and nothing else. */
  | { who: 'credentials'; call: () => Call }
  /**
   * A signed-in user, acting on their own data. `stranger` is what another user gets when the
   * call names the owner's resource; absent when the call can only ever reach the caller's own.
   */
  | { who: 'signed in'; call: (owner: OwnerResources) => Call; stranger?: 403 | 404 }
  /** A user listed in ADMIN_USERS; any other signed-in user gets 403. */
  | { who: 'admin'; call: (owner: OwnerResources) => Call };

const catalogRead = { who: 'anyone', why: 'a catalog read, open to guests (design.md 3)' } as const;
const id = (value: number) => ({ params: { id: value } });
const own = (call: (owner: OwnerResources) => Call): MatrixRow => ({ who: 'signed in', call });
const others = (call: (owner: OwnerResources) => Call): MatrixRow => ({
  who: 'signed in',
  call,
  stranger: 403,
});

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  getLiveness: { who: 'anyone', why: 'load balancers probe it' },
  getReadiness: { who: 'anyone', why: 'load balancers probe it' },
  listSets: catalogRead,
  getSet: catalogRead,
  listArtistSets: catalogRead,
  listLabelSets: catalogRead,
  listTrackSets: catalogRead,
  listFeaturedSets: catalogRead,
  getSetTrackPlay: catalogRead,
  listTracks: catalogRead,
  getTrack: catalogRead,
  listArtistTracks: catalogRead,
  listArtistRemixes: catalogRead,
  listArtistIds: catalogRead,
  listLabelTracks: catalogRead,
  listFeaturedTracks: catalogRead,
  listArtists: catalogRead,
  getArtist: catalogRead,
  listArtistLabels: catalogRead,
  listLabels: catalogRead,
  getLabel: catalogRead,
  listLabelArtists: catalogRead,
  listFeaturedArtists: catalogRead,
  listFeaturedLabels: catalogRead,
  listSetPosts: catalogRead,
  listTrackPosts: catalogRead,
  getSignInMethod: { who: 'anyone', why: 'the login form asks before the password (spec.md)' },
  createUser: { who: 'anyone', why: 'registration is open (spec.md)' },
  requestPasswordReset: {
    who: 'anyone',
    why: 'a signed-out user asks for a reset link; 204 whether or not the address has an account',
  },
  createTokens: { who: 'credentials', call: () => ({}) },
  refreshTokens: {
    who: 'body credential',
    call: () => ({ body: { refresh_token: 'a'.repeat(43) } }),
    status: 401,
  },
  resetPassword: {
    who: 'body credential',
    call: () => ({ body: { token: 'a'.repeat(43), new_password: 'a new password' } }),
    status: 422,
  },
  deleteTokens: own(() => ({})),
  getMe: own(() => ({})),
  getUserByEmail: others((owner) => ({ params: { email: owner.ownerEmail } })),
  linkAuthId: others((owner) => ({
    body: { id: String(owner.ownerId), firebase_uid: 'stolen-uid' },
  })),
  listUserSets: others((owner) => id(owner.ownerId)),
  listUserTracks: others((owner) => id(owner.ownerId)),
  listUserIds: others((owner) => id(owner.ownerId)),
  listUserArtists: others((owner) => id(owner.ownerId)),
  listUserLabels: others((owner) => id(owner.ownerId)),
  toggleArtistFollow: own(() => id(1)),
  toggleArtistShowLikes: own(() => id(1)),
  toggleLabelFollow: own(() => id(101)),
  toggleLabelShowLikes: own(() => id(101)),
  toggleSetFav: own(() => id(1)),
  toggleSetShowLikes: own(() => id(1)),
  toggleSetLike: own(() => id(1)),
  toggleTrackFav: own(() => id(1)),
  toggleTrackShowLikes: own(() => id(1)),
  toggleTrackLike: own(() => id(1)),
  purchaseTrack: own(() => id(1)),
  createPost: own(() => ({ body: { text: 'Not yours to write', set_meta_id: 1 } })),
  updatePost: others((owner) => ({ ...id(owner.postId), body: { text: 'Rewritten by someone' } })),
  deletePost: others((owner) => id(owner.postId)),
  getQueue: own(() => ({})),
  addToQueue: others((owner) => ({ body: { user_id: owner.ownerId, set_meta_id: 3 } })),
  removeFromQueue: others((owner) => id(owner.queueItemId)),
  clearQueue: own(() => ({})),
  reorderQueue: others((owner) => ({ body: { id: owner.queueItemId, order: 2 } })),
  setQueueCurrent: others((owner) => ({ body: { user_id: owner.ownerId, set_meta_id: 2 } })),
  advanceQueue: own(() => ({})),
  savePlay: own(() => ({ body: { set_meta_id: 1, current_timestamp: 1_000 } })),
  likeMoment: own(() => ({ body: { set_meta_id: 1, set_timestamp: 1_000 } })),
  listNotifications: own(() => ({})),
  markNotificationRead: others((owner) => id(owner.notificationId)),
  importCatalog: {
    who: 'admin',
    call: () => ({ body: { version: 1, artists: [{ key: 'intruder', name: 'Intruder' }] } }),
  },
  releaseId: {
    who: 'admin',
    call: (owner) => ({ ...id(owner.idTrackId), body: { track_id: owner.trackId } }),
  },
  listUnreleasedIds: { who: 'admin', call: () => ({}) },
};
