import {
  USER_MOMENTS_MAX,
  type Artist,
  type FollowStats,
  type Label,
  type Page,
  type SetSummary,
  type Track,
} from '@rabbithole/api-contract';
import type { FavKind, FollowKind } from '../fixtures/engagement.ts';
import type { CatalogTables } from '../store/catalog-tables.ts';
import { favOf, followOf, likeCountOf, likedBy, likesOf, momentsOf } from '../store/engagement.ts';
import { playOf } from '../store/player.ts';
import { userOfToken } from './accounts.ts';
import { related } from './catalog.ts';

// The caller's own fields of the catalog reads (spec.md section 3), as the contract's
// descriptions say: for a Bearer of a signed-in user, always filled (untouched: not followed, not
// a favourite, likes shown, none liked); for a guest, null (and false for a track's flags).
// `likes` counts every like, whoever reads it.

/** The signed-in user a Bearer stands for, or null: a guest (the catalog reads' usual caller). */
export function callerOf(token: string | null): number | null {
  return token === null ? null : (userOfToken(token)?.id ?? null);
}

/** A set with every like counted: the catalog's own and the mock users'. */
export function withLiveLikes(set: SetSummary): SetSummary {
  return { ...set, likes: set.likes + likeCountOf('set', set.id) };
}

/** A track with every like counted: the catalog's own and the mock users'. */
export function withLiveTrackLikes(track: Track): Track {
  return { ...track, likes: track.likes + likeCountOf('track', track.id) };
}

/** The caller's relation to an artist or label, as its `user_stats` and the toggles answer it. */
export function followStatsOf(
  tables: CatalogTables,
  userId: number,
  kind: FollowKind,
  id: number,
): FollowStats {
  const row = followOf(userId, kind, id);
  const sets = kind === 'artist' ? related.artistSets(tables, id) : related.labelSets(tables, id);
  const tracks =
    kind === 'artist' ? related.artistCredits(tables, id) : related.labelTracks(tables, id);
  const likedSets = likedBy(userId, 'set');
  const likedTracks = likedBy(userId, 'track');
  return {
    is_followed: row?.is_followed ?? false,
    show_likes: row?.show_likes ?? true,
    total_user_likes:
      sets.filter((set) => likedSets.has(set.id)).length +
      tracks.filter((track) => likedTracks.has(track.id)).length,
  };
}

/** The caller's favourite of a set or track as the toggles answer it (`FavStats`). */
export function favStatsOf(userId: number, kind: FavKind, id: number) {
  const row = favOf(userId, kind, id);
  return {
    is_fav: row?.is_fav ?? false,
    show_likes: row?.show_likes ?? true,
    total_user_likes: likesOf(userId, kind, id).length,
  };
}

/** When the caller's earliest like still standing was made; null without one. */
function firstLikedDate(userId: number, kind: FavKind, id: number): string | null {
  return likesOf(userId, kind, id)[0]?.created_at ?? null;
}

/** Plain functions, not methods: handlers pass them on to `map` as they are. */
export interface UserFields {
  set: (set: SetSummary) => SetSummary;
  track: (track: Track) => Track;
  artist: (artist: Artist) => Artist;
  label: (label: Label) => Label;
  /** The set page's `user_moments`: the caller's liked moments of the set. */
  moments: (setId: number) => number[] | null;
}

/** How every catalog read fills its items for the caller of `token`, over `tables`. */
export function userFieldsFor(tables: CatalogTables, token: string | null): UserFields {
  const userId = callerOf(token);
  if (userId === null) {
    return {
      set: (set) => ({ ...withLiveLikes(set), user_likes: null, user_fav: null }),
      track: (track) => ({
        ...withLiveTrackLikes(track),
        user_likes: null,
        is_fav: false,
        show_likes: false,
        user_fav: null,
      }),
      artist: (artist) => ({ ...artist, user_stats: null }),
      label: (label) => ({ ...label, user_label_stats: null }),
      moments: () => null,
    };
  }
  return {
    set: (set) => {
      const { is_fav, show_likes, total_user_likes } = favStatsOf(userId, 'set', set.id);
      return {
        ...withLiveLikes(set),
        user_likes: total_user_likes,
        user_fav: {
          is_fav,
          show_likes,
          user_likes: total_user_likes,
          first_liked_date: firstLikedDate(userId, 'set', set.id),
          current_timestamp: playOf(userId, set.id)?.current_timestamp ?? null,
        },
      };
    },
    track: (track) => {
      const { is_fav, show_likes, total_user_likes } = favStatsOf(userId, 'track', track.id);
      return {
        ...withLiveTrackLikes(track),
        user_likes: total_user_likes,
        is_fav,
        show_likes,
        user_fav: {
          is_fav,
          show_likes,
          user_likes: total_user_likes,
          first_liked_date: firstLikedDate(userId, 'track', track.id),
          is_purchased: favOf(userId, 'track', track.id)?.is_purchased ?? false,
        },
      };
    },
    artist: (artist) => ({
      ...artist,
      user_stats: followStatsOf(tables, userId, 'artist', artist.id),
    }),
    label: (label) => ({
      ...label,
      user_label_stats: followStatsOf(tables, userId, 'label', label.id),
    }),
    moments: (setId) => momentsOf(userId, setId, USER_MOMENTS_MAX),
  };
}

/** A page with each item filled for the caller. */
export function pageWith<Item>(page: Page<Item>, fill: (item: Item) => Item): Page<Item> {
  return { ...page, data: page.data.map(fill) };
}
