import { z } from 'zod/mini';
import {
  cursorMatchesSort,
  IdParamsSchema,
  IdSchema,
  listQueryOf,
  PageQuerySchema,
  pageOf,
  type SortDirection,
} from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { GenreSchema } from './genres.ts';
import { FEATURED_MAX } from './tracks.ts';
import {
  FollowStatsSchema,
  NamedRefSchema,
  peopleQueryExtension,
  SocialFieldsSchema,
} from './artists.ts';

/** `label_meta`: a record label; `other`: a curator such as a promoter or a venue. */
export const LABEL_SPONSOR_TYPES = ['label_meta', 'other'] as const;
export const LabelSponsorTypeSchema = z.enum(LABEL_SPONSOR_TYPES);
export type LabelSponsorType = z.infer<typeof LabelSponsorTypeSchema>;

const count = z.int().check(z.nonnegative());

/** A label, in lists and on its own page alike (spec.md section 3). */
export const LabelSchema = z.object({
  id: IdSchema,
  name: z.string(),
  bio: z.nullable(z.string()),
  /** The artists who run it. */
  label_boss: z.array(NamedRefSchema),
  /** Media-host paths; null when there is none. */
  art_url_sm: z.nullable(z.string()),
  art_url_xl: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  default_img_xl: z.string(),
  sponsor_type: LabelSponsorTypeSchema,
  /** Sets that play its tracks or that it curates. */
  set_count: count,
  track_count: count,
  /** Distinct artists credited on its tracks. */
  artist_count: count,
  /** Distinct genres of its tracks, most frequent first. */
  track_genres: z.array(GenreSchema),
  /** The caller's own relation to the label; null for guests (see FollowStatsSchema). */
  user_label_stats: z.nullable(FollowStatsSchema),
  ...SocialFieldsSchema.shape,
});
export type Label = z.infer<typeof LabelSchema>;

export const LabelsPageSchema = pageOf(LabelSchema);
export type LabelsPage = z.infer<typeof LabelsPageSchema>;

/** Sort fields of spec.md section 3. */
export const LABEL_SORT_FIELDS = ['name', 'set_count', 'track_count', 'artist_count'] as const;
export type LabelSortField = (typeof LABEL_SORT_FIELDS)[number];

function labelsQueryOf(defaults: { order_by: LabelSortField; order_direction: SortDirection }) {
  return z
    .extend(listQueryOf('label_meta', LABEL_SORT_FIELDS, defaults), {
      ...peopleQueryExtension,
      /** Record labels only, or curators only; both when absent. */
      sponsor_type: z.optional(LabelSponsorTypeSchema),
    })
    .check(
      z.superRefine(
        cursorMatchesSort<LabelSortField>({
          set_count: 'integer',
          track_count: 'integer',
          artist_count: 'integer',
        }),
      ),
    );
}

/**
 * `GET /labels`: most sets first by default (spec.md section 4). `genre` keeps labels with a
 * track of that genre; `search` looks at names; `order_by` also takes `label_meta.name`.
 */
export const LabelsQuerySchema = labelsQueryOf({ order_by: 'set_count', order_direction: 'desc' });
export type LabelsQuery = z.infer<typeof LabelsQuerySchema>;
export type LabelsQueryInput = z.input<typeof LabelsQuerySchema>;

/** The labels tab of an artist: by name, A to Z, by default (spec.md section 4). */
export const ArtistLabelsQuerySchema = labelsQueryOf({ order_by: 'name', order_direction: 'asc' });
export type ArtistLabelsQuery = z.infer<typeof ArtistLabelsQuerySchema>;

/** What a label's search text covers; the server and the mocks search exactly this. */
export function labelSearchTexts(label: Pick<Label, 'name'>): string[] {
  return [label.name];
}

export const listLabels = defineEndpoint({
  ...routes.listLabels,
  summary: 'List labels',
  description:
    'Record labels and curators: filter by genre (any of their tracks) or sponsor_type, search ' +
    'names, sort, and page by offset or by an `after` cursor (with `after_id` for equal values).',
  tag: 'labels',
  access: 'optional-bearer',
  query: LabelsQuerySchema,
  responses: { 200: LabelsPageSchema, ...errorResponses(422) },
});

export const getLabel = defineEndpoint({
  ...routes.getLabel,
  summary: 'Get a label',
  tag: 'labels',
  access: 'optional-bearer',
  params: IdParamsSchema,
  responses: { 200: LabelSchema, ...errorResponses(404, 422) },
});

export const listArtistLabels = defineEndpoint({
  ...routes.listArtistLabels,
  summary: "List an artist's labels",
  description: "The distinct labels of the artist's tracks; by name, A to Z, by default.",
  tag: 'artists',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: ArtistLabelsQuerySchema,
  responses: { 200: LabelsPageSchema, ...errorResponses(404, 422) },
});

export const listFeaturedLabels = defineEndpoint({
  ...routes.listFeaturedLabels,
  summary: 'List featured labels',
  description:
    `Up to ${FEATURED_MAX} labels and curators active now: their tracks among the catalog's ` +
    '2,000 newest releases plus the sets they curated among its 500 newest sets, then the ' +
    'most sets overall; labels without a set are not featured.',
  tag: 'labels',
  access: 'optional-bearer',
  query: PageQuerySchema,
  responses: { 200: LabelsPageSchema, ...errorResponses(422) },
});
