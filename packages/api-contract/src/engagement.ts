import { z } from 'zod/mini';
import { IdParamsSchema } from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { FollowStatsSchema } from './artists.ts';

// What a signed-in user does with the catalog (spec.md section 7, "Stats, favourites, plays").
// Every call is a PUT without a body: a toggle flips the caller's own state once per request
// (concurrent requests each flip it once, in some order), and purchase only ever sets it. Each
// answers the state it left, so the client shows what is stored, not what it guessed. The same
// values come back in the catalog reads' user fields (`user_stats`, `user_fav`…) for a Bearer.

const count = z.int().check(z.nonnegative());

/**
 * spec.md section 3, "Favourite toggle response": the caller's favourite of a set or track after
 * the call. `total_user_likes` is the caller's likes of it: of a set, the moments liked (the
 * set's `user_likes`); of a track, 0 or 1.
 */
export const FavStatsSchema = z.object({
  is_fav: z.boolean(),
  show_likes: z.boolean(),
  total_user_likes: count,
});
export type FavStats = z.infer<typeof FavStatsSchema>;

/** The caller's like of a set or track after a like toggle, and everyone's likes of it. */
export const LikeStateSchema = z.object({
  /** Whether the caller likes it now. */
  is_liked: z.boolean(),
  /** The caller's likes of it now: of a track 0 or 1; of a set, the moments liked. */
  user_likes: count,
  /** Everyone's likes of it now: the set's or track's `likes`. */
  likes: count,
});
export type LikeState = z.infer<typeof LikeStateSchema>;

export const PurchaseStateSchema = z.object({ is_purchased: z.boolean() });
export type PurchaseState = z.infer<typeof PurchaseStateSchema>;

const toggled = (what: string) =>
  `${what} Answers 404 for an id of nothing, 401 without a Bearer (or for a Google or Apple ` +
  'sign-in no account is linked to).';

export const toggleArtistFollow = defineEndpoint({
  ...routes.toggleArtistFollow,
  summary: 'Follow or unfollow an artist',
  description: toggled(
    'Flips whether the caller follows the artist and answers their relation to it, as ' +
      "the artist's `user_stats` shows it.",
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FollowStatsSchema, ...errorResponses(404) },
});

export const toggleArtistShowLikes = defineEndpoint({
  ...routes.toggleArtistShowLikes,
  summary: "Show or hide your likes of an artist's music",
  description: toggled(
    "Flips `show_likes` of the caller's relation to the artist and answers the relation.",
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FollowStatsSchema, ...errorResponses(404) },
});

export const toggleLabelFollow = defineEndpoint({
  ...routes.toggleLabelFollow,
  summary: 'Follow or unfollow a label',
  description: toggled(
    'Flips whether the caller follows the label (or curator) and answers their relation to ' +
      "it, as the label's `user_label_stats` shows it.",
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FollowStatsSchema, ...errorResponses(404) },
});

export const toggleLabelShowLikes = defineEndpoint({
  ...routes.toggleLabelShowLikes,
  summary: "Show or hide your likes of a label's music",
  description: toggled(
    "Flips `show_likes` of the caller's relation to the label and answers the relation.",
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FollowStatsSchema, ...errorResponses(404) },
});

export const toggleSetFav = defineEndpoint({
  ...routes.toggleSetFav,
  summary: 'Favourite or unfavourite a set',
  description: toggled(
    'Flips whether the set is one of the caller’s favourites (their Liked Sets tab).',
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FavStatsSchema, ...errorResponses(404) },
});

export const toggleSetShowLikes = defineEndpoint({
  ...routes.toggleSetShowLikes,
  summary: 'Show or hide your likes of a set',
  description: toggled("Flips `show_likes` of the caller's favourite of the set."),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FavStatsSchema, ...errorResponses(404) },
});

export const toggleSetLike = defineEndpoint({
  ...routes.toggleSetLike,
  summary: 'Like or unlike a set as a whole',
  description: toggled(
    'A like of a set is tied to a moment of it (POST /set-likes). This toggles the set as a ' +
      'whole: when the caller likes no moment of it, it adds one like at its start (0 ms); ' +
      "when they like any, it removes every like of theirs on it. Answers the caller's likes " +
      "of the set and the set's `likes`.",
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: LikeStateSchema, ...errorResponses(404) },
});

export const toggleTrackFav = defineEndpoint({
  ...routes.toggleTrackFav,
  summary: 'Favourite or unfavourite a track, or watch an ID',
  description: toggled(
    'Flips whether the track is one of the caller’s favourites. For an ID (mix_type `ID`) ' +
      'this is watching it: it is then on their Watched IDs tab, not Liked Tracks.',
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FavStatsSchema, ...errorResponses(404) },
});

export const toggleTrackShowLikes = defineEndpoint({
  ...routes.toggleTrackShowLikes,
  summary: 'Show or hide your like of a track',
  description: toggled("Flips `show_likes` of the caller's favourite of the track."),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: FavStatsSchema, ...errorResponses(404) },
});

export const toggleTrackLike = defineEndpoint({
  ...routes.toggleTrackLike,
  summary: 'Like or unlike a track',
  description: toggled(
    "Flips the caller's like of the track (at most one per user) and answers it with the " +
      "track's `likes`.",
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: LikeStateSchema, ...errorResponses(404) },
});

export const purchaseTrack = defineEndpoint({
  ...routes.purchaseTrack,
  summary: 'Mark a track as purchased',
  description: toggled(
    'Marks the track purchased by the caller (Buy becomes Purchased). Not a toggle: calling ' +
      'it again changes nothing.',
  ),
  tag: 'engagement',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: PurchaseStateSchema, ...errorResponses(404) },
});
