import { GENRES } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  type AnyPgColumn,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const genreEnum = pgEnum('genre', GENRES);
export const mixTypeEnum = pgEnum('mix_type', ['original_mix', 'remix', 'edit', 'ID']);
export const trackArtistRoleEnum = pgEnum('track_artist_role', ['producer', 'feat', 'mixer', 'ID']);
/** spec.md section 3: only `label_meta` labels have a bio; `other` are promoters and venues. */
export const sponsorTypeEnum = pgEnum('label_sponsor_type', ['label_meta', 'other']);

// Every sortable text is compared as lower(x) COLLATE "C" so PGlite and a PostgreSQL server with
// any locale page through a list in exactly the same order.
const sortKey = (column: string) => sql.raw(`lower(${column}) COLLATE "C"`);

const socials = {
  beatport: text(),
  soundcloud: text(),
  spotify: text(),
  facebook: text(),
  instagram: text(),
  twitter: text(),
  youtube: text(),
  website: text(),
};

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The importer's natural key of a row (null for rows made by hand); re-importing updates it. */
const importKey = () => text().unique();

/** A stored count kept by the triggers of migration 0005 (never written by code). */
const storedCount = () => integer().notNull().default(0);

/** Distinct genres of an entity's tracks, most frequent first (ties in genre order); by trigger. */
const trackGenres = () =>
  genreEnum()
    .array()
    .notNull()
    .default(sql`'{}'`);

/**
 * Search matches `rh_fold(x)` (lower case, Latin diacritics stripped: an IMMUTABLE SQL function of
 * migration 0005) by trigram, so every searched text has a GIN trigram index on that expression.
 */
const foldTrgm = (name: string, column: string) =>
  index(name).using('gin', sql.raw(`rh_fold(${column}) gin_trgm_ops`));

/** …and a GIN full-text index on its words, for the typo-forgiving arm of the search. */
const foldWords = (name: string, column: string) =>
  index(name).using('gin', sql.raw(`to_tsvector('simple'::regconfig, rh_fold(${column}))`));

export const artists = pgTable(
  'artists',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    bio: text(),
    art_url_sm: text(),
    art_url_xl: text(),
    ...socials,
    import_key: importKey(),
    // Kept by the triggers of migration 0005 from set_artists, track_artists and tracks.
    /** Sets the artist is credited on (set_artists). */
    set_count: storedCount(),
    /** Originals and edits the artist produced or features on. */
    track_count: storedCount(),
    /** Tracks the artist is the mixer of. */
    remix_count: storedCount(),
    /** IDs (mix_type 'ID') credited to the artist. */
    id_count: storedCount(),
    /** Distinct labels of the artist's tracks. */
    label_count: storedCount(),
    track_genres: trackGenres(),
    created_at: createdAt,
  },
  (table) => [
    index('artists_name_sort_idx').on(sortKey('name'), table.id),
    index('artists_set_count_idx').on(table.set_count, table.id),
    index('artists_track_count_idx').on(table.track_count, table.id),
    index('artists_remix_count_idx').on(table.remix_count, table.id),
    index('artists_track_genres_idx').using('gin', table.track_genres),
    foldTrgm('artists_name_fold_trgm_idx', 'name'),
    foldWords('artists_name_fold_words_idx', 'name'),
  ],
);

export const labels = pgTable(
  'labels',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    bio: text(),
    sponsor_type: sponsorTypeEnum().notNull().default('label_meta'),
    art_url_sm: text(),
    art_url_xl: text(),
    logo_url: text(),
    ...socials,
    import_key: importKey(),
    // Kept by the triggers of migration 0005 from tracks, track_artists, set_tracks, set_sponsors.
    /** Sets playing the label's tracks, plus sets the label curates (set_sponsors). */
    set_count: storedCount(),
    track_count: storedCount(),
    /** Distinct artists credited (any role) on the label's tracks. */
    artist_count: storedCount(),
    track_genres: trackGenres(),
    created_at: createdAt,
  },
  (table) => [
    index('labels_name_sort_idx').on(sortKey('name'), table.id),
    index('labels_set_count_idx').on(table.set_count, table.id),
    index('labels_track_count_idx').on(table.track_count, table.id),
    index('labels_artist_count_idx').on(table.artist_count, table.id),
    index('labels_track_genres_idx').using('gin', table.track_genres),
    foldTrgm('labels_name_fold_trgm_idx', 'name'),
    foldWords('labels_name_fold_words_idx', 'name'),
  ],
);

/** The artists who run a label (a label's `label_boss`, an artist's `founded_label`). */
export const labelFounders = pgTable(
  'label_founders',
  {
    label_id: integer()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    artist_id: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.label_id, table.artist_id] }),
    index('label_founders_artist_idx').on(table.artist_id),
  ],
);

export const tracks = pgTable(
  'tracks',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    mix_type: mixTypeEnum().notNull().default('original_mix'),
    /** The remix or edit name shown after the title; null for an original mix. */
    mix_name: text(),
    genre: genreEnum(),
    bpm: integer(),
    key: text(),
    label_id: integer().references(() => labels.id, { onDelete: 'set null' }),
    release_date: date({ mode: 'string' }),
    purchase_url: text(),
    art_url_sm: text(),
    art_url_xl: text(),
    import_key: importKey(),
    /**
     * The credit line ("A, B feat. C": producers and ID credits in position order, then the
     * featured artists), derived from track_artists by trigger so the list sorts and searches one
     * indexed column. Never written by code.
     */
    artist: text().notNull().default(''),
    /** The label's name ('' without a label), kept by trigger for the same reason. */
    label_name: text().notNull().default(''),
    /** For an ID: the set it was heard in, and when. */
    id_set_id: integer().references((): AnyPgColumn => sets.id, { onDelete: 'set null' }),
    first_heard_date: date({ mode: 'string' }),
    /** Rows of track_likes, counted by trigger. */
    likes: storedCount(),
    created_at: createdAt,
  },
  (table) => [
    index('tracks_release_date_idx').on(table.release_date, table.id),
    // The lists' release_date sort key: a track without a date (an ID) sorts as the earliest day.
    index('tracks_release_sort_idx').on(sql`coalesce(release_date, '0001-01-01'::date)`, table.id),
    // Featured tracks: identified tracks, most liked first.
    index('tracks_featured_idx')
      .on(sql`likes desc`, sql`release_date desc nulls last`, sql`id desc`)
      .where(sql`mix_type <> 'ID'`),
    index('tracks_title_sort_idx').on(sortKey('title'), table.id),
    index('tracks_artist_sort_idx').on(sortKey('artist'), table.id),
    index('tracks_label_name_sort_idx').on(sortKey('label_name'), table.id),
    index('tracks_genre_sort_idx').on(table.genre, table.id),
    index('tracks_label_idx').on(table.label_id),
    index('tracks_id_set_idx').on(table.id_set_id),
    foldTrgm('tracks_title_fold_trgm_idx', 'title'),
    foldWords('tracks_title_fold_words_idx', 'title'),
    foldTrgm('tracks_artist_fold_trgm_idx', 'artist'),
    foldWords('tracks_artist_fold_words_idx', 'artist'),
    check('tracks_likes_nonnegative', sql`${table.likes} >= 0`),
    check('tracks_bpm_range', sql`${table.bpm} IS NULL OR ${table.bpm} BETWEEN 20 AND 400`),
  ],
);

export const trackArtists = pgTable(
  'track_artists',
  {
    track_id: integer()
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    artist_id: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    role: trackArtistRoleEnum().notNull(),
    /** Credit order within a role. */
    position: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.track_id, table.artist_id, table.role] }),
    // An artist's tracks, remixes and IDs are its credits in one role.
    index('track_artists_artist_role_idx').on(table.artist_id, table.role, table.track_id),
  ],
);

export const sets = pgTable(
  'sets',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    set_name: text().notNull(),
    /**
     * The credit line as published ("A b2b B"); kept beside set_artists because a credit is
     * not always the names joined, and because the list sorts and searches on it.
     */
    artist: text().notNull(),
    description: text(),
    import_key: importKey(),
    /** The day the set was recorded, when known (release_date is when it was published). */
    recorded_date: date({ mode: 'string' }),
    art_url: text(),
    art_url_xl: text(),
    /** The day the set was recorded; the lists' default sort. */
    release_date: date({ mode: 'string' }).notNull(),
    genre: genreEnum(),
    duration_ms: integer().notNull().default(0),
    mp3_permalink: text(),
    /** Rows of set_likes, counted by trigger (migration 0005). */
    likes: integer().notNull().default(0),
    // Derived from set_tracks ⋈ tracks and stored so the list reads one row per set; kept right by
    // triggers on set_tracks and tracks (migration 0003_set-stats-triggers), never written by code.
    track_count: integer().notNull().default(0),
    /** Tracks that are not IDs (mix_type 'ID': nobody has identified them yet). */
    track_confirmed_count: integer().notNull().default(0),
    /** The tracks' distinct genres, most-played first, ties in genre order. */
    track_genres: genreEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    created_at: createdAt,
  },
  (table) => [
    index('sets_release_date_idx').on(table.release_date, table.id),
    index('sets_name_sort_idx').on(sortKey('set_name'), table.id),
    index('sets_artist_sort_idx').on(sortKey('artist'), table.id),
    index('sets_genre_idx').on(table.genre, table.id),
    index('sets_track_genres_idx').using('gin', table.track_genres),
    foldTrgm('sets_name_fold_trgm_idx', 'set_name'),
    foldWords('sets_name_fold_words_idx', 'set_name'),
    foldTrgm('sets_artist_fold_trgm_idx', 'artist'),
    foldWords('sets_artist_fold_words_idx', 'artist'),
    check('sets_duration_nonnegative', sql`${table.duration_ms} >= 0`),
    check('sets_likes_nonnegative', sql`${table.likes} >= 0`),
    check(
      'sets_track_counts',
      sql`${table.track_confirmed_count} BETWEEN 0 AND ${table.track_count}`,
    ),
  ],
);

export const setArtists = pgTable(
  'set_artists',
  {
    set_id: integer()
      .notNull()
      .references(() => sets.id, { onDelete: 'cascade' }),
    artist_id: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.set_id, table.artist_id] }),
    index('set_artists_artist_idx').on(table.artist_id),
  ],
);

/** A set's curators (spec.md section 6): each row is either an artist or a label, never both. */
export const setSponsors = pgTable(
  'set_sponsors',
  {
    set_id: integer()
      .notNull()
      .references(() => sets.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    artist_id: integer().references(() => artists.id, { onDelete: 'cascade' }),
    label_id: integer().references(() => labels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.set_id, table.position] }),
    index('set_sponsors_artist_idx').on(table.artist_id),
    index('set_sponsors_label_idx').on(table.label_id),
    check('set_sponsors_one_kind', sql`num_nonnulls(${table.artist_id}, ${table.label_id}) = 1`),
  ],
);

export const setTracks = pgTable(
  'set_tracks',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    set_id: integer()
      .notNull()
      .references(() => sets.id, { onDelete: 'cascade' }),
    track_id: integer()
      .notNull()
      .references(() => tracks.id, { onDelete: 'restrict' }),
    track_position: integer().notNull(),
    /** Milliseconds from the start of the set. */
    start_time: integer().notNull(),
    end_time: integer(),
  },
  (table) => [
    unique('set_tracks_position_unique').on(table.set_id, table.track_position),
    index('set_tracks_track_idx').on(table.track_id),
    check(
      'set_tracks_times',
      sql`${table.end_time} IS NULL OR ${table.end_time} >= ${table.start_time}`,
    ),
  ],
);
