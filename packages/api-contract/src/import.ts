import { z } from 'zod/mini';
import { SOCIAL_FIELDS } from './constants.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { GenreSchema } from './genres.ts';
import { checkImportReferences } from './import-checks.ts';
import {
  AudioFilePathSchema,
  ImportDateSchema,
  ImportImageSchema,
  ImportKeySchema,
  ImportUrlSchema,
  IMPORT_LIMITS,
  lineSchema,
  msSchema,
  MusicalKeySchema,
  refList,
  TextSchema,
} from './import-fields.ts';

export {
  importPathOf,
  importProblemsOf,
  MAX_IMPORT_PROBLEMS,
  type ImportIssue,
} from './import-problems.ts';

/**
 * The catalog import format (docs/import-format.md): artists, labels, tracks and sets, each with a
 * stable `key` chosen by whoever writes the file (stored as `import_key`, so importing the same
 * file again updates the same rows), referring to each other by key. The schema checks the shape
 * of every record and, in `checkImportReferences`, what spans records: unknown or duplicate keys,
 * track times. Every problem is reported at once, each with its JSON path.
 */

export const ImportSocialsSchema = z.strictObject(
  Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, z.optional(ImportUrlSchema)])) as Record<
    (typeof SOCIAL_FIELDS)[number],
    z.ZodMiniOptional<typeof ImportUrlSchema>
  >,
);

export const ImportArtistSchema = z.strictObject({
  key: ImportKeySchema,
  name: lineSchema(IMPORT_LIMITS.nameLength),
  bio: z.optional(TextSchema),
  /** Shown at both sizes; without it the artist gets generated art. */
  image_url: z.optional(ImportImageSchema),
  socials: z.optional(ImportSocialsSchema),
});

export const ImportLabelSchema = z.strictObject({
  key: ImportKeySchema,
  name: lineSchema(IMPORT_LIMITS.nameLength),
  bio: z.optional(TextSchema),
  /** `label_meta` for record labels; `other` for curators such as promoters and venues. */
  sponsor_type: z._default(z.enum(['label_meta', 'other']), 'label_meta'),
  /** Artist keys of the label's founders (its `label_boss`). */
  bosses: z._default(refList(ImportKeySchema), []),
  image_url: z.optional(ImportImageSchema),
  logo_url: z.optional(ImportImageSchema),
  socials: z.optional(ImportSocialsSchema),
});

export const TRACK_ROLES = ['producer', 'feat', 'mixer', 'ID'] as const;
export const MIX_TYPES = ['original_mix', 'remix', 'edit', 'ID'] as const;

export const ImportTrackSchema = z.strictObject({
  key: ImportKeySchema,
  title: lineSchema(IMPORT_LIMITS.nameLength),
  /** In credit order; a remix credits its remixer as `mixer`. */
  artists: refList(z.strictObject({ artist: ImportKeySchema, role: z.enum(TRACK_ROLES) })).check(
    z.minLength(1, 'A track credits at least one artist.'),
  ),
  mix_type: z._default(z.enum(MIX_TYPES), 'original_mix'),
  /** Shown after the title ("Mind Against Remix"); for remixes and edits. */
  mix_name: z.optional(lineSchema(IMPORT_LIMITS.nameLength)),
  label: z.optional(ImportKeySchema),
  genre: z.optional(GenreSchema),
  bpm: z.optional(z.int('Must be a whole number.').check(z.gte(20), z.lte(400))),
  /** The musical key (`key` names the record). */
  musical_key: z.optional(MusicalKeySchema),
  release_date: z.optional(ImportDateSchema),
  purchase_url: z.optional(ImportUrlSchema),
  image_url: z.optional(ImportImageSchema),
  /** For an ID (mix_type `ID`): the key of the set it was heard in, and the day it was first heard. */
  id_set: z.optional(ImportKeySchema),
  first_heard_date: z.optional(ImportDateSchema),
});

export const ImportSetTrackSchema = z.strictObject({
  track: ImportKeySchema,
  /** Milliseconds from the start of the set. */
  start_ms: msSchema,
  end_ms: z.optional(msSchema),
});

/** A sponsor (curator) is an artist or a label: exactly one of the two keys. */
export const ImportSponsorSchema = z
  .strictObject({ artist: z.optional(ImportKeySchema), label: z.optional(ImportKeySchema) })
  .check(
    z.refine((sponsor) => (sponsor.artist === undefined) !== (sponsor.label === undefined), {
      error: 'Give exactly one of "artist" or "label".',
    }),
  );

export const ImportSetSchema = z.strictObject({
  key: ImportKeySchema,
  set_name: lineSchema(IMPORT_LIMITS.nameLength),
  /** The credit line as published ("A b2b B"); defaults to the artists' names joined by " & ". */
  artist: z.optional(lineSchema(IMPORT_LIMITS.nameLength)),
  artists: refList(ImportKeySchema).check(z.minLength(1, 'A set credits at least one artist.')),
  sponsors: z._default(refList(ImportSponsorSchema), []),
  recorded_date: z.optional(ImportDateSchema),
  release_date: ImportDateSchema,
  duration_ms: z
    .int('Must be a whole number of milliseconds.')
    .check(
      z.positive('Must be more than 0.'),
      z.lte(IMPORT_LIMITS.durationMs, 'At most 24 hours.'),
    ),
  genre: z.optional(GenreSchema),
  description: z.optional(TextSchema),
  image_url: z.optional(ImportImageSchema),
  /** A real recording to serve instead of the generated audio (CLI imports only). */
  audio_file: z.optional(AudioFilePathSchema),
  /** In play order; times must not overlap nor go past the set's duration. */
  tracks: z._default(
    z
      .array(ImportSetTrackSchema)
      .check(
        z.maxLength(
          IMPORT_LIMITS.tracksPerSet,
          `At most ${IMPORT_LIMITS.tracksPerSet} tracks per set.`,
        ),
      ),
    [],
  ),
});

const listOf = <Item extends z.ZodMiniType>(item: Item, max: number) =>
  z
    .array(item)
    .check(z.maxLength(max, `At most ${max} records; split the catalog into several files.`));

export const IMPORT_FORMAT_VERSION = 1;

export const ImportDocumentSchema = z
  .strictObject({
    version: z.literal(IMPORT_FORMAT_VERSION, {
      error: `Must be ${IMPORT_FORMAT_VERSION}, the format this server reads.`,
    }),
    artists: z._default(listOf(ImportArtistSchema, IMPORT_LIMITS.artists), []),
    labels: z._default(listOf(ImportLabelSchema, IMPORT_LIMITS.labels), []),
    tracks: z._default(listOf(ImportTrackSchema, IMPORT_LIMITS.tracks), []),
    sets: z._default(listOf(ImportSetSchema, IMPORT_LIMITS.sets), []),
  })
  // Runs even when some records are malformed, so one answer lists every problem of the file.
  .check(z.superRefine(checkImportReferences, { when: () => true }));

export type ImportDocument = z.output<typeof ImportDocumentSchema>;
export type ImportDocumentInput = z.input<typeof ImportDocumentSchema>;
export type ImportArtist = z.output<typeof ImportArtistSchema>;
export type ImportLabel = z.output<typeof ImportLabelSchema>;
export type ImportTrack = z.output<typeof ImportTrackSchema>;
export type ImportSet = z.output<typeof ImportSetSchema>;

const EntityCountsSchema = z.object({
  created: z.int().check(z.nonnegative()),
  updated: z.int().check(z.nonnegative()),
  unchanged: z.int().check(z.nonnegative()),
});
export type EntityCounts = z.infer<typeof EntityCountsSchema>;

export const ImportSummarySchema = z.object({
  artists: EntityCountsSchema,
  labels: EntityCountsSchema,
  tracks: EntityCountsSchema,
  sets: EntityCountsSchema,
  /** Recordings copied from `audio_file` (CLI imports). */
  audio_files: z.int().check(z.nonnegative()),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const importCatalog = defineEndpoint({
  ...routes.importCatalog,
  summary: 'Import a catalog file',
  description:
    'Creates or updates artists, labels, tracks and sets from a catalog document ' +
    '(docs/import-format.md), matched by their `key`: importing the same file twice changes ' +
    'nothing. The whole document is checked first; any problem answers 422 listing every one ' +
    'by JSON path (`sets[3].tracks[2].track`), and nothing is written. Bodies up to 20 MB. ' +
    '`audio_file` is refused here: recordings are imported with the CLI.',
  tag: 'admin',
  access: 'admin',
  body: ImportDocumentSchema,
  responses: { 200: ImportSummarySchema, ...errorResponses(403, 422) },
});
