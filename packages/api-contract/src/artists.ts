import { z } from 'zod/mini';
import { SOCIAL_FIELDS } from './constants.ts';
import {
  cursorMatchesSort,
  IdParamsSchema,
  IdSchema,
  listQueryOf,
  PageQuerySchema,
  pageOf,
  QueryTextSchema,
  type SortDirection,
} from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { GenreSchema } from './genres.ts';
import { FEATURED_MAX } from './tracks.ts';

/** An entity named in another one's fields: `founded_label`, `label_boss`. */
export const NamedRefSchema = z.object({ id: IdSchema, name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** Links to the artist's or label's pages elsewhere; null when unknown. */
export const SocialFieldsSchema = z.object(
  Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, z.nullable(z.string())])) as Record<
    (typeof SOCIAL_FIELDS)[number],
    z.ZodMiniNullable<z.ZodMiniString>
  >,
);

/**
 * The caller's own relation to an artist or label (`user_stats`, `user_label_stats`). Null for
 * guests, as a set's `user_fav` is: a guest follows nothing, and `false`/`0` would claim so. A
 * signed-in caller always gets an object (`is_followed: false, show_likes: true` when untouched).
 */
export const FollowStatsSchema = z.object({
  is_followed: z.boolean(),
  show_likes: z.boolean(),
  /**
   * How many of its sets and tracks the caller likes, each counted once: those its set_count and
   * track lists count (an artist's: credited on, any role; a label's: released on it, and sets
   * that play its tracks or that it curates).
   */
  total_user_likes: z.int().check(z.nonnegative()),
});
export type FollowStats = z.infer<typeof FollowStatsSchema>;

/**
 * The fallback pictures a client shows when `art_url_xl` is null or fails to load: media-host
 * paths like every art URL (spec.md section 3, "a local default image as fallback").
 */
export const DEFAULT_IMAGES = {
  artist: '/art/defaults/artist.svg',
  label: '/art/defaults/label.svg',
} as const;

const count = z.int().check(z.nonnegative());

/** An artist, in lists and on its own page alike (spec.md section 3). */
export const ArtistSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Media-host paths of the artist's picture; null when there is none. */
  art_url_sm: z.nullable(z.string()),
  art_url_xl: z.nullable(z.string()),
  default_img_xl: z.string(),
  bio: z.nullable(z.string()),
  /** Labels the artist runs. */
  founded_label: z.array(NamedRefSchema),
  /** Sets the artist is credited on. */
  set_count: count,
  /** Original mixes and edits the artist produced or features on. */
  track_count: count,
  /** Tracks the artist remixed (credited as mixer). */
  remix_count: count,
  /** Unreleased tracks (IDs) credited to the artist. */
  id_count: count,
  /** Distinct labels of the artist's tracks. */
  label_count: count,
  /** Distinct genres of the artist's tracks, most frequent first. */
  track_genres: z.array(GenreSchema),
  user_stats: z.nullable(FollowStatsSchema),
  ...SocialFieldsSchema.shape,
});
export type Artist = z.infer<typeof ArtistSchema>;

export const ArtistsPageSchema = pageOf(ArtistSchema);
export type ArtistsPage = z.infer<typeof ArtistsPageSchema>;

/** What the lists of artists and labels add to the common list query: a genre, and searchable text. */
export const peopleQueryExtension = {
  genre: z.optional(GenreSchema),
  search: z.pipe(
    z.optional(QueryTextSchema),
    z.transform((value: string | undefined) => value?.trim() || undefined),
  ),
};

/** Sort fields of spec.md section 3. */
export const ARTIST_SORT_FIELDS = ['name', 'set_count', 'track_count', 'remix_count'] as const;
export type ArtistSortField = (typeof ARTIST_SORT_FIELDS)[number];

function artistsQueryOf(defaults: { order_by: ArtistSortField; order_direction: SortDirection }) {
  return z
    .extend(listQueryOf('artist_meta', ARTIST_SORT_FIELDS, defaults), peopleQueryExtension)
    .check(
      z.superRefine(
        cursorMatchesSort<ArtistSortField>({
          set_count: 'integer',
          track_count: 'integer',
          remix_count: 'integer',
        }),
      ),
    );
}

/**
 * `GET /artists`: most sets first by default (spec.md section 4). `genre` keeps artists with a
 * track of that genre; `search` looks at names; `order_by` also takes `artist_meta.name`.
 */
export const ArtistsQuerySchema = artistsQueryOf({
  order_by: 'set_count',
  order_direction: 'desc',
});
export type ArtistsQuery = z.infer<typeof ArtistsQuerySchema>;
export type ArtistsQueryInput = z.input<typeof ArtistsQuerySchema>;

/** The artists tab of a label: by name, A to Z, by default (spec.md section 4). */
export const LabelArtistsQuerySchema = artistsQueryOf({ order_by: 'name', order_direction: 'asc' });
export type LabelArtistsQuery = z.infer<typeof LabelArtistsQuerySchema>;

/** What an artist's search text covers; the server and the mocks search exactly this. */
export function artistSearchTexts(artist: Pick<Artist, 'name'>): string[] {
  return [artist.name];
}

export const listArtists = defineEndpoint({
  ...routes.listArtists,
  summary: 'List artists',
  description:
    'Filter by genre (any of their tracks), search names, sort, and page by offset or by an ' +
    '`after` cursor (with `after_id` to page through equal values).',
  tag: 'artists',
  access: 'optional-bearer',
  query: ArtistsQuerySchema,
  responses: { 200: ArtistsPageSchema, ...errorResponses(422) },
});

export const getArtist = defineEndpoint({
  ...routes.getArtist,
  summary: 'Get an artist',
  tag: 'artists',
  access: 'optional-bearer',
  params: IdParamsSchema,
  responses: { 200: ArtistSchema, ...errorResponses(404, 422) },
});

export const listLabelArtists = defineEndpoint({
  ...routes.listLabelArtists,
  summary: "List a label's artists",
  description: 'The distinct artists credited on its tracks; by name, A to Z, by default.',
  tag: 'labels',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: LabelArtistsQuerySchema,
  responses: { 200: ArtistsPageSchema, ...errorResponses(404, 422) },
});

export const listFeaturedArtists = defineEndpoint({
  ...routes.listFeaturedArtists,
  summary: 'List featured artists',
  description:
    `Up to ${FEATURED_MAX} artists: those with the most sets in the year up to the newest set ` +
    'of the catalog, then the most sets overall; artists without a set are not featured.',
  tag: 'artists',
  access: 'optional-bearer',
  query: PageQuerySchema,
  responses: { 200: ArtistsPageSchema, ...errorResponses(422) },
});
