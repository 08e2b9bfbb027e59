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

/** The credit roles of spec.md section 3 ("Artist roles seen"). */
export const TRACK_ARTIST_ROLES = ['producer', 'ID', 'feat', 'mixer'] as const;
export const TrackArtistRoleSchema = z.enum(TRACK_ARTIST_ROLES);
export type TrackArtistRole = z.infer<typeof TrackArtistRoleSchema>;

/** `ID`: a track heard in a set that nobody has identified (or released) yet. */
export const MIX_TYPES = ['original_mix', 'remix', 'edit', 'ID'] as const;
export const MixTypeSchema = z.enum(MIX_TYPES);
export type MixType = z.infer<typeof MixTypeSchema>;

export const ArtistMetaSchema = z.object({ id: IdSchema, name: z.string() });

/** One credit of a track. `id` is the credited artist's id (a credit has no id of its own). */
export const TrackArtistSchema = z.object({
  id: IdSchema,
  role: TrackArtistRoleSchema,
  artist_meta: ArtistMetaSchema,
});
export type TrackArtist = z.infer<typeof TrackArtistSchema>;

/**
 * The caller's own relation to a track: null for guests, always an object for a signed-in caller
 * (a track they never touched answers `is_fav: false, show_likes: true, user_likes: 0`).
 */
export const TrackUserFavSchema = z.object({
  /** One of the caller's favourites; for an ID, watched (PUT /favs/track/{id}). */
  is_fav: z.boolean(),
  show_likes: z.boolean(),
  /** 1 when the caller likes the track (PUT /favs/track/{id}/likes), else 0. */
  user_likes: z.int().check(z.nonnegative()),
  /** When the caller liked it; null when they do not. */
  first_liked_date: z.nullable(z.iso.datetime({ offset: true })),
  is_purchased: z.boolean(),
});
export type TrackUserFav = z.infer<typeof TrackUserFavSchema>;

/** The set a track was heard in: for an ID, where it was found; otherwise null. */
export const TrackSetMetaSchema = z.object({
  id: IdSchema,
  set_name: z.string(),
  release_date: DateSchema,
});

/** A track, in lists and on its own page alike (spec.md section 3). */
export const TrackSchema = z.object({
  id: IdSchema,
  title: z.string(),
  /** The credit line: producers and ID credits, then ` feat. ` and the featured ("A, B feat. C"). */
  artist: z.string(),
  /** Every credit: producers and ID credits first, then feat, then mixers, in credit order. */
  artists: z.array(TrackArtistSchema),
  /** The first credited artist; null for a track with no credit. */
  artist_meta: z.nullable(ArtistMetaSchema),
  art_url_sm: z.nullable(z.string()),
  art_url_xl: z.nullable(z.string()),
  /** Null for an ID (not released). */
  release_date: z.nullable(DateSchema),
  genre: z.nullable(GenreSchema),
  label_name: z.nullable(z.string()),
  label_meta_id: z.nullable(IdSchema),
  label_meta: z.nullable(z.object({ id: IdSchema })),
  mix_type: MixTypeSchema,
  /** The remix or edit name shown after the title; null when it has none. */
  mix_meta: z.nullable(z.object({ name: z.string() })),
  bpm: z.nullable(z.int().check(z.positive())),
  /** `"<tonic> <maj|min>"`, for example `"F# min"`. */
  key: z.nullable(z.string()),
  purchase_url: z.nullable(z.string()),
  set_meta: z.nullable(TrackSetMetaSchema),
  /** For an ID: the day it was first heard (the IDs tab sorts by it); otherwise null. */
  first_heard_date: z.nullable(DateSchema),
  /** For a released ID: the track it turned out to be (its page links there); otherwise null. */
  released_as: z.nullable(z.object({ id: IdSchema, title: z.string(), artist: z.string() })),
  /** Everyone's likes of the track (PUT /favs/track/{id}/likes), as a set's `likes`. */
  likes: z.int().check(z.nonnegative()),
  // The caller's own fields (spec.md section 3), copies of `user_fav`'s for a Bearer; a guest
  // gets null, false, false and null.
  user_likes: z.nullable(z.int().check(z.nonnegative())),
  is_fav: z.boolean(),
  show_likes: z.boolean(),
  user_fav: z.nullable(TrackUserFavSchema),
});
export type Track = z.infer<typeof TrackSchema>;

/** Sort fields of spec.md section 3. */
export const TRACK_SORT_FIELDS = [
  'artist',
  'title',
  'label_name',
  'genre',
  'release_date',
] as const;
export type TrackSortField = (typeof TRACK_SORT_FIELDS)[number];

/**
 * What a track's search text covers: its title, its credit line and each credited artist
 * (mixers too), and its label. The server's SQL and the mocks search exactly these.
 */
export function trackSearchTexts(
  track: Pick<Track, 'title' | 'artist' | 'artists' | 'label_name'>,
): string[] {
  return [
    track.title,
    track.artist,
    ...track.artists.map((credit) => credit.artist_meta.name),
    ...(track.label_name === null ? [] : [track.label_name]),
  ];
}

const trackListQuery = z.extend(
  listQueryOf('track_meta', TRACK_SORT_FIELDS, {
    order_by: 'release_date',
    order_direction: 'desc',
  }),
  { genre: z.optional(GenreSchema) },
);

/**
 * The Discover Tracks list and every track sub-list. An unreleased track (an ID) sorts by
 * release_date as if released on 0001-01-01: last when newest come first.
 */
export const TracksQuerySchema = trackListQuery.check(
  z.superRefine(cursorMatchesSort<TrackSortField>({ release_date: 'date' })),
);
export type TracksQuery = z.infer<typeof TracksQuerySchema>;
export type TracksQueryInput = z.input<typeof TracksQuerySchema>;

/**
 * An artist's IDs tab: the track sorts plus `first_heard_date` (when the ID was first heard, spec
 * "IDs by created date descending"), its default, newest first. An ID never heard sorts as
 * 0001-01-01.
 */
export const ID_SORT_FIELDS = [...TRACK_SORT_FIELDS, 'first_heard_date'] as const;
export type IdSortField = (typeof ID_SORT_FIELDS)[number];

export const IdsQuerySchema = z
  .extend(
    listQueryOf('track_meta', ID_SORT_FIELDS, {
      order_by: 'first_heard_date',
      order_direction: 'desc',
    }),
    { genre: z.optional(GenreSchema) },
  )
  .check(
    z.superRefine(
      cursorMatchesSort<IdSortField>({ release_date: 'date', first_heard_date: 'date' }),
    ),
  );
export type IdsQuery = z.infer<typeof IdsQuerySchema>;

export const TracksPageSchema = pageOf(TrackSchema);
export type TracksPage = z.infer<typeof TracksPageSchema>;

/** Featured lists are a shortlist of at most this many, paged like the others. */
export const FEATURED_MAX = 100;

const notFound = errorResponses(404, 422);

export const listTracks = defineEndpoint({
  ...routes.listTracks,
  summary: 'List tracks',
  description:
    'The Discover Tracks list: filter by genre, search titles, artists and labels, sort, and ' +
    'page by offset or by an `after` cursor.',
  tag: 'tracks',
  access: 'optional-bearer',
  query: TracksQuerySchema,
  responses: { 200: TracksPageSchema, ...errorResponses(422) },
});

export const getTrack = defineEndpoint({
  ...routes.getTrack,
  summary: 'Get a track',
  tag: 'tracks',
  access: 'optional-bearer',
  params: IdParamsSchema,
  responses: { 200: TrackSchema, ...notFound },
});

export const listArtistTracks = defineEndpoint({
  ...routes.listArtistTracks,
  summary: "List an artist's tracks",
  description:
    'Original mixes and edits the artist is credited on as producer or feat (its track_count).',
  tag: 'tracks',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: TracksQuerySchema,
  responses: { 200: TracksPageSchema, ...notFound },
});

export const listArtistRemixes = defineEndpoint({
  ...routes.listArtistRemixes,
  summary: "List an artist's remixes",
  description: 'Tracks the artist is credited on as mixer (its remix_count).',
  tag: 'tracks',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: TracksQuerySchema,
  responses: { 200: TracksPageSchema, ...notFound },
});

export const listArtistIds = defineEndpoint({
  ...routes.listArtistIds,
  summary: "List an artist's IDs",
  description:
    'Unidentified tracks (mix_type ID) credited to the artist (its id_count), newest first by ' +
    '`first_heard_date` unless sorted otherwise.',
  tag: 'tracks',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: IdsQuerySchema,
  responses: { 200: TracksPageSchema, ...notFound },
});

export const listLabelTracks = defineEndpoint({
  ...routes.listLabelTracks,
  summary: "List a label's tracks",
  description: 'Tracks released on the label (its track_count).',
  tag: 'tracks',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: TracksQuerySchema,
  responses: { 200: TracksPageSchema, ...notFound },
});

export const listFeaturedTracks = defineEndpoint({
  ...routes.listFeaturedTracks,
  summary: 'List featured tracks',
  description:
    `The ${FEATURED_MAX} most liked identified tracks (IDs left out), the newest releases ` +
    'first among equals: what listeners keep coming back to.',
  tag: 'tracks',
  access: 'optional-bearer',
  query: PageQuerySchema,
  responses: { 200: TracksPageSchema, ...errorResponses(422) },
});
