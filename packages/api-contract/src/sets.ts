import { z } from 'zod/mini';
import {
  cursorMatchesSort,
  DateSchema,
  IdParamsSchema,
  IdSchema,
  listQueryOf,
  PageQuerySchema,
  pageOf,
} from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { GenreSchema } from './genres.ts';
import { SetTrackSchema } from './set-tracks.ts';
import { FEATURED_MAX } from './tracks.ts';

export const SPONSOR_TYPES = ['artist', 'label'] as const;
export const SponsorTypeSchema = z.enum(SPONSOR_TYPES);

/** A set's curator: an artist or a label (spec.md section 6, content roles). */
export const SetSponsorSchema = z.object({
  sponsor: z.string(),
  sponsor_id: IdSchema,
  sponsor_type: SponsorTypeSchema,
});
export type SetSponsor = z.infer<typeof SetSponsorSchema>;

export const ArtistRefSchema = z.object({ id: IdSchema, name: z.string() });
export type ArtistRef = z.infer<typeof ArtistRefSchema>;

/**
 * The caller's own relation to a set: null for guests, always an object for a signed-in caller
 * (a set they never touched answers `is_fav: false, show_likes: true, user_likes: 0`).
 */
export const SetUserFavSchema = z.object({
  /** One of the caller's favourites (PUT /favs/set/{id}; their Liked Sets tab). */
  is_fav: z.boolean(),
  show_likes: z.boolean(),
  /** The moments of the set the caller likes. */
  user_likes: z.int().check(z.nonnegative()),
  /** When the caller's earliest like of the set still standing was made; null without one. */
  first_liked_date: z.nullable(z.iso.datetime({ offset: true })),
  /** Where the caller stopped playing it (PUT /plays), in milliseconds; null if never played. */
  current_timestamp: z.nullable(z.int().check(z.nonnegative())),
});
export type SetUserFav = z.infer<typeof SetUserFavSchema>;

/** A set as lists show it (spec.md section 3, without its track list). */
export const SetSummarySchema = z.object({
  id: IdSchema,
  set_name: z.string(),
  /** The artists' names joined for display. */
  artist: z.string(),
  artist_meta: z.object({ name: z.string() }),
  artists: z.array(ArtistRefSchema),
  /** Media-host path of the cover art; null when the set has none (the client shows a default). */
  art_url: z.nullable(z.string()),
  art_url_xl: z.nullable(z.string()),
  /** The day the set was recorded. */
  release_date: DateSchema,
  genre: z.nullable(GenreSchema),
  track_genres: z.array(GenreSchema),
  likes: z.int().check(z.nonnegative()),
  /** Milliseconds. */
  duration: z.int().check(z.nonnegative()),
  mp3_permalink: z.nullable(z.string()),
  set_sponsors: z.array(SetSponsorSchema),
  sponsor_id: z.nullable(IdSchema),
  track_count: z.int().check(z.nonnegative()),
  track_confirmed_count: z.int().check(z.nonnegative()),
  /** The caller's likes of the set (`user_fav.user_likes`); null for guests. */
  user_likes: z.nullable(z.int().check(z.nonnegative())),
  user_fav: z.nullable(SetUserFavSchema),
});
export type SetSummary = z.infer<typeof SetSummarySchema>;

/** Sort fields of spec.md section 3; `sponsor` is shown as Curator. */
export const SET_SORT_FIELDS = ['artist', 'set_name', 'sponsor', 'genre', 'release_date'] as const;
export type SetSortField = (typeof SET_SORT_FIELDS)[number];

export const SetsQuerySchema = z
  .extend(
    listQueryOf('set_meta', SET_SORT_FIELDS, {
      order_by: 'release_date',
      order_direction: 'desc',
    }),
    { genre: z.optional(GenreSchema) },
  )
  .check(z.superRefine(cursorMatchesSort<SetSortField>({ release_date: 'date' })));
export type SetsQuery = z.infer<typeof SetsQuerySchema>;
/** What a client may send: every field optional, values as the URL carries them. */
export type SetsQueryInput = z.input<typeof SetsQuerySchema>;

export const SetsPageSchema = pageOf(SetSummarySchema);

/** How many of the caller's liked moments a set's page lists at most (`user_moments`). */
export const USER_MOMENTS_MAX = 500;

/** A set on its own page: the summary, what it says about itself, and its track list. */
export const SetSchema = z.extend(SetSummarySchema, {
  /** The day it was recorded, when known (release_date is when it was published). */
  recorded_date: z.nullable(DateSchema),
  description: z.nullable(z.string()),
  /** In track_position order, each with its track. */
  set_tracks: z.array(SetTrackSchema),
  /**
   * The moments (ms) of this set the caller liked (POST /set-likes), in order; null for guests.
   * A moment liked twice is listed twice; at most the earliest USER_MOMENTS_MAX (500) are listed,
   * so the answer stays small however many likes a client sends.
   */
  user_moments: z.nullable(
    z.array(z.int().check(z.nonnegative())).check(z.maxLength(USER_MOMENTS_MAX)),
  ),
});
export type SetDetail = z.infer<typeof SetSchema>;
export type SetsPage = z.infer<typeof SetsPageSchema>;

/**
 * What a set's search text covers: its name, the artists' names as shown, each credited artist
 * and each curator. The server's SQL and the mocks search exactly these.
 */
export function setSearchTexts(
  set: Pick<SetSummary, 'set_name' | 'artist' | 'artists' | 'set_sponsors'>,
): string[] {
  return [
    set.set_name,
    set.artist,
    ...set.artists.map((artist) => artist.name),
    ...set.set_sponsors.map((sponsor) => sponsor.sponsor),
  ];
}

export const listSets = defineEndpoint({
  ...routes.listSets,
  summary: 'List sets',
  description:
    "The Discover Sets list: filter by genre (the set's own or any of its tracks'), search " +
    'names, sort, and page by offset or by an `after` cursor.',
  tag: 'sets',
  access: 'optional-bearer',
  query: SetsQuerySchema,
  responses: { 200: SetsPageSchema, ...errorResponses(422) },
});

export const getSet = defineEndpoint({
  ...routes.getSet,
  summary: 'Get a set',
  description: 'A set with its track list in play order, each entry with its track.',
  tag: 'sets',
  access: 'optional-bearer',
  params: IdParamsSchema,
  responses: { 200: SetSchema, ...errorResponses(404, 422) },
});

export const listTrackSets = defineEndpoint({
  ...routes.listTrackSets,
  summary: 'List the sets a track is played in',
  tag: 'sets',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: SetsQuerySchema,
  responses: { 200: SetsPageSchema, ...errorResponses(404, 422) },
});

export const listArtistSets = defineEndpoint({
  ...routes.listArtistSets,
  summary: "List an artist's sets",
  description: 'Sets the artist is credited on (its set_count).',
  tag: 'sets',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: SetsQuerySchema,
  responses: { 200: SetsPageSchema, ...errorResponses(404, 422) },
});

export const listLabelSets = defineEndpoint({
  ...routes.listLabelSets,
  summary: "List a label's sets",
  description: "Sets that play the label's tracks, and sets it curates (its set_count).",
  tag: 'sets',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: SetsQuerySchema,
  responses: { 200: SetsPageSchema, ...errorResponses(404, 422) },
});

export const listFeaturedSets = defineEndpoint({
  ...routes.listFeaturedSets,
  summary: 'List featured sets',
  description:
    `Up to ${FEATURED_MAX} sets published in the year up to the newest set, most liked ` +
    'first, then newest: what listeners are enjoying lately.',
  tag: 'sets',
  access: 'optional-bearer',
  query: PageQuerySchema,
  responses: { 200: SetsPageSchema, ...errorResponses(422) },
});
