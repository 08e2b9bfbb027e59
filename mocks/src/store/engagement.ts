import { WORLD } from '../fixtures/catalog/world.ts';
import {
  UNTOUCHED_FAV,
  UNTOUCHED_FOLLOW,
  type FavKind,
  type FollowKind,
  type MockFav,
  type MockFollow,
  type MockLike,
} from '../fixtures/engagement.ts';
import { SIGNED_IN_SESSION } from '../fixtures/sessions.ts';
import { mockDb } from './db.ts';

// The per-user state behind the engagement endpoints and the catalog's user fields, with the
// server's rules: a toggle flips one value of the caller's own row (made untouched on first
// use), a purchase only ever sets, and a set's or track's `likes` counts every like.

function must<Row>(row: Row | undefined): Row {
  if (row === undefined) throw new Error('The row vanished while it was being written.');
  return row;
}

const mine =
  (userId: number, kind: string, targetId: number) =>
  (row: { user_id: number; kind: string; target_id: number }) =>
    row.user_id === userId && row.kind === kind && row.target_id === targetId;

export function followOf(userId: number, kind: FollowKind, targetId: number) {
  return mockDb.follows.all().find(mine(userId, kind, targetId));
}

function followRow(userId: number, kind: FollowKind, targetId: number): MockFollow {
  return (
    followOf(userId, kind, targetId) ??
    mockDb.follows.insert({
      user_id: userId,
      kind,
      target_id: targetId,
      ...UNTOUCHED_FOLLOW,
      followed_seq: 0,
    })
  );
}

const nextFollowSeq = () => Math.max(0, ...mockDb.follows.all().map((r) => r.followed_seq)) + 1;
const nextFavSeq = () => Math.max(0, ...mockDb.favs.all().map((r) => r.fav_seq)) + 1;

/** Follows or unfollows; a new follow is the newest on the profile's tab. */
export function toggleFollow(userId: number, kind: FollowKind, targetId: number): MockFollow {
  const row = followRow(userId, kind, targetId);
  const is_followed = !row.is_followed;
  return must(
    mockDb.follows.update(
      row.id,
      is_followed ? { is_followed, followed_seq: nextFollowSeq() } : { is_followed },
    ),
  );
}

export function toggleFollowShowLikes(
  userId: number,
  kind: FollowKind,
  targetId: number,
): MockFollow {
  const row = followRow(userId, kind, targetId);
  return must(mockDb.follows.update(row.id, { show_likes: !row.show_likes }));
}

export function favOf(userId: number, kind: FavKind, targetId: number) {
  return mockDb.favs.all().find(mine(userId, kind, targetId));
}

function favRow(userId: number, kind: FavKind, targetId: number): MockFav {
  return (
    favOf(userId, kind, targetId) ??
    mockDb.favs.insert({ user_id: userId, kind, target_id: targetId, ...UNTOUCHED_FAV, fav_seq: 0 })
  );
}

/** Favourites or unfavourites (for an ID: watches or stops); a new one is the newest. */
export function toggleFav(userId: number, kind: FavKind, targetId: number): MockFav {
  const row = favRow(userId, kind, targetId);
  const is_fav = !row.is_fav;
  return must(mockDb.favs.update(row.id, is_fav ? { is_fav, fav_seq: nextFavSeq() } : { is_fav }));
}

export function toggleFavShowLikes(userId: number, kind: FavKind, targetId: number): MockFav {
  const row = favRow(userId, kind, targetId);
  return must(mockDb.favs.update(row.id, { show_likes: !row.show_likes }));
}

/** Not a toggle: a purchase stays. */
export function purchaseTrack(userId: number, trackId: number): MockFav {
  return must(mockDb.favs.update(favRow(userId, 'track', trackId).id, { is_purchased: true }));
}

/** The user's likes of one set (its moments) or track (at most one), oldest first. */
export function likesOf(userId: number, kind: FavKind, targetId: number): MockLike[] {
  return mockDb.likes
    .all()
    .filter(mine(userId, kind, targetId))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/**
 * The moments (ms) of the set the user liked, earliest first, each like once (the same second
 * liked twice is listed twice), at most the first `max`.
 */
export function momentsOf(userId: number, setId: number, max: number): number[] {
  return likesOf(userId, 'set', setId)
    .map((like) => like.set_timestamp)
    .sort((a, b) => a - b)
    .slice(0, max);
}

/**
 * Likes or unlikes: a set the user likes no moment of gets one like at its start (0 ms), one
 * they like any moment of loses them all; a track gets or loses the user's one like. Answers
 * the user's likes after the call.
 */
export function toggleLike(userId: number, kind: FavKind, targetId: number): MockLike[] {
  const current = likesOf(userId, kind, targetId);
  if (current.length) {
    for (const like of current) mockDb.likes.remove(like.id);
    return [];
  }
  addLike(userId, kind, targetId);
  return likesOf(userId, kind, targetId);
}

/**
 * One more like: of a set at `setTimestamp` (a set takes a like per moment), of a track unless
 * the user likes it already (a track takes one like per user).
 */
export function addLike(
  userId: number,
  kind: FavKind,
  targetId: number,
  setTimestamp = 0,
  createdAt: string = new Date().toISOString(),
): void {
  if (kind === 'track' && likesOf(userId, kind, targetId).length) return;
  mockDb.likes.insert({
    user_id: userId,
    kind,
    target_id: targetId,
    set_timestamp: setTimestamp,
    created_at: createdAt,
  });
}

/** Makes it the user's newest favourite, whatever it was before. */
function favouriteAsNewest(userId: number, kind: FavKind, targetId: number): MockFav {
  const row = favRow(userId, kind, targetId);
  return must(mockDb.favs.update(row.id, { is_fav: true, fav_seq: nextFavSeq() }));
}

/** Not a toggle: makes it a favourite; one that is already keeps its place on the profile. */
export function addFav(userId: number, kind: FavKind, targetId: number): MockFav {
  const row = favOf(userId, kind, targetId);
  return row?.is_fav ? row : favouriteAsNewest(userId, kind, targetId);
}

/** Every mock user's likes of a set or track. */
export function likeCountOf(kind: FavKind, targetId: number): number {
  return mockDb.likes.all().filter((row) => row.kind === kind && row.target_id === targetId).length;
}

/** The ids of the sets or tracks the user likes. */
export function likedBy(userId: number, kind: FavKind): Set<number> {
  return new Set(
    mockDb.likes
      .all()
      .filter((row) => row.user_id === userId && row.kind === kind)
      .map((row) => row.target_id),
  );
}

/**
 * A track's likes by listeners outside the mock users: stored on the server's row but not in the
 * contract's Track, so the mocks keep the catalog's own (0 for rows made elsewhere).
 */
const CATALOG_TRACK_LIKES = new Map(WORLD.tracks.map((track) => [track.id, track.likes]));

/** How many likes a track has: the catalog's own plus the mock users'. */
export function trackLikes(trackId: number): number {
  return (CATALOG_TRACK_LIKES.get(trackId) ?? 0) + likeCountOf('track', trackId);
}

/** What the user follows, newest follow first. */
export function followedBy(userId: number, kind: FollowKind): number[] {
  return mockDb.follows
    .all()
    .filter((row) => row.user_id === userId && row.kind === kind && row.is_followed)
    .sort((a, b) => b.followed_seq - a.followed_seq || b.id - a.id)
    .map((row) => row.target_id);
}

/** What the user favourited (tracks: IDs watched too), newest favourite first. */
export function favouritesOf(userId: number, kind: FavKind): number[] {
  return mockDb.favs
    .all()
    .filter((row) => row.user_id === userId && row.kind === kind && row.is_fav)
    .sort((a, b) => b.fav_seq - a.fav_seq || b.id - a.id)
    .map((row) => row.target_id);
}

/**
 * What a story's user has done already. Each list is newest first, as the profile tab shows
 * it; ids must be in the mock catalog (`favTracks` released tracks, `watchedIds` IDs).
 */
export interface EngagementSeed {
  favSets?: readonly number[];
  favTracks?: readonly number[];
  watchedIds?: readonly number[];
  followedArtists?: readonly number[];
  followedLabels?: readonly number[];
  /** Sets liked once, at their start. */
  likedSets?: readonly number[];
  /**
   * Moments of sets liked in the player, `[setId, ms]`, read back as the set page's
   * `user_moments` (the tracks playing then are left as they are).
   */
  likedMoments?: readonly (readonly [setId: number, ms: number])[];
  likedTracks?: readonly number[];
  purchasedTracks?: readonly number[];
}

/** Seeded likes were made at the same fixed moment, so a story renders the same every time. */
const SEEDED_AT = '2025-06-01T20:00:00.000Z';

function check(ids: readonly number[], ok: (id: number) => boolean, what: string): void {
  const wrong = ids.filter((id) => !ok(id));
  if (wrong.length) {
    throw new Error(
      `seedEngagement: ${wrong.join(', ')} ${wrong.length > 1 ? 'are' : 'is'} no ${what}.`,
    );
  }
}

/**
 * Pre-seeds what `userId` (the signed-in session's user, PASSWORD_USER, by default) favourited,
 * watches, follows, likes and bought, on top of what the store holds. Call it after the store is
 * reset: in a story's `beforeEach` (the preview's loader resets it before), or in a test after
 * `resetMockStore()`.
 */
export function seedEngagement(
  seed: EngagementSeed,
  userId: number = SIGNED_IN_SESSION.user_id,
): void {
  const {
    favSets = [],
    favTracks = [],
    watchedIds = [],
    followedArtists = [],
    followedLabels = [],
    likedSets = [],
    likedMoments = [],
    likedTracks = [],
    purchasedTracks = [],
  } = seed;
  const isSet = (id: number) => mockDb.sets.get(id) !== undefined;
  const isTrack = (id: number) => mockDb.tracks.get(id) !== undefined;
  const mixType = (id: number) => mockDb.tracks.get(id)?.mix_type;
  if (!mockDb.users.get(userId))
    throw new Error(`seedEngagement: no user has id ${String(userId)}.`);
  const momentSets = likedMoments.map(([id]) => id);
  check([...favSets, ...likedSets, ...momentSets], isSet, 'set of the mock store');
  check([...likedTracks, ...purchasedTracks], isTrack, 'track of the mock store');
  check(favTracks, (id) => isTrack(id) && mixType(id) !== 'ID', 'released track of the mock store');
  check(watchedIds, (id) => mixType(id) === 'ID', 'ID of the mock store');
  check(followedArtists, (id) => mockDb.artists.get(id) !== undefined, 'artist of the mock store');
  check(followedLabels, (id) => mockDb.labels.get(id) !== undefined, 'label of the mock store');

  // Oldest first, so the first id of each list ends up the newest.
  const follow = (kind: FollowKind, ids: readonly number[]) => {
    for (const id of [...ids].reverse()) {
      const row = followRow(userId, kind, id);
      mockDb.follows.update(row.id, { is_followed: true, followed_seq: nextFollowSeq() });
    }
  };
  const favourite = (ids: readonly number[], kind: FavKind) => {
    for (const id of [...ids].reverse()) favouriteAsNewest(userId, kind, id);
  };
  const like = (ids: readonly number[], kind: FavKind) => {
    for (const id of ids) {
      if (!likesOf(userId, kind, id).length) addLike(userId, kind, id, 0, SEEDED_AT);
    }
  };
  follow('artist', followedArtists);
  follow('label', followedLabels);
  favourite(favSets, 'set');
  favourite([...watchedIds, ...favTracks], 'track');
  like(likedSets, 'set');
  for (const [id, ms] of likedMoments) addLike(userId, 'set', id, ms, SEEDED_AT);
  like(likedTracks, 'track');
  for (const id of purchasedTracks) purchaseTrack(userId, id);
}
