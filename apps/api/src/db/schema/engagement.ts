import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { artists, labels, sets, tracks } from './catalog.ts';
import { users } from './users.ts';

// What a signed-in user does with the catalog (spec.md sections 3 and 7: follows, favourites,
// likes, plays, queue, comments, notifications). Created with the catalog; the engagement issue
// writes and reads them. Every row goes with its user and with the catalog row it is about.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
/** When a flag last turned on; null while it is off. The profile tabs list newest first by it. */
const since = (name: string) => timestamp(name, { withTimezone: true });
const userId = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const setId = () =>
  integer()
    .notNull()
    .references(() => sets.id, { onDelete: 'cascade' });
const trackId = () =>
  integer()
    .notNull()
    .references(() => tracks.id, { onDelete: 'cascade' });

/** A user's follow of an artist, and whether the user's likes of it are shown. */
export const artistUserStats = pgTable(
  'artist_user_stats',
  {
    user_id: userId(),
    artist_id: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    is_followed: boolean().notNull().default(false),
    show_likes: boolean().notNull().default(true),
    followed_at: since('followed_at'),
    updated_at: at('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.artist_id] }),
    index('artist_user_stats_artist_idx').on(table.artist_id),
    // The Liked Artists tab: a user's follows, newest first.
    index('artist_user_stats_followed_idx')
      .on(table.user_id, table.followed_at, table.artist_id)
      .where(sql`${table.is_followed}`),
  ],
);

export const labelUserStats = pgTable(
  'label_user_stats',
  {
    user_id: userId(),
    label_id: integer()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    is_followed: boolean().notNull().default(false),
    show_likes: boolean().notNull().default(true),
    followed_at: since('followed_at'),
    updated_at: at('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.label_id] }),
    index('label_user_stats_label_idx').on(table.label_id),
    index('label_user_stats_followed_idx')
      .on(table.user_id, table.followed_at, table.label_id)
      .where(sql`${table.is_followed}`),
  ],
);

export const setFavs = pgTable(
  'set_favs',
  {
    user_id: userId(),
    set_id: setId(),
    is_fav: boolean().notNull().default(false),
    show_likes: boolean().notNull().default(true),
    faved_at: since('faved_at'),
    updated_at: at('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.set_id] }),
    index('set_favs_set_idx').on(table.set_id),
    // The Liked Sets tab: a user's favourites, newest first.
    index('set_favs_faved_idx')
      .on(table.user_id, table.faved_at, table.set_id)
      .where(sql`${table.is_fav}`),
  ],
);

export const trackFavs = pgTable(
  'track_favs',
  {
    user_id: userId(),
    track_id: trackId(),
    is_fav: boolean().notNull().default(false),
    show_likes: boolean().notNull().default(true),
    is_purchased: boolean().notNull().default(false),
    faved_at: since('faved_at'),
    updated_at: at('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.track_id] }),
    index('track_favs_track_idx').on(table.track_id),
    // The Liked Tracks and Watched IDs tabs: a user's favourites, newest first.
    index('track_favs_faved_idx')
      .on(table.user_id, table.faved_at, table.track_id)
      .where(sql`${table.is_fav}`),
  ],
);

/** A like of a set at a moment of it; `sets.likes` counts these rows (trigger, migration 0005). */
export const setLikes = pgTable(
  'set_likes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    user_id: userId(),
    set_id: setId(),
    /** Milliseconds from the start of the set. */
    set_timestamp_ms: integer().notNull().default(0),
    created_at: at('created_at'),
  },
  (table) => [
    index('set_likes_set_idx').on(table.set_id),
    index('set_likes_user_set_idx').on(table.user_id, table.set_id),
    check('set_likes_timestamp_nonnegative', sql`${table.set_timestamp_ms} >= 0`),
  ],
);

/**
 * A like of a track, at most one per user; `tracks.likes` counts these rows (trigger, migration
 * 0005).
 */
export const trackLikes = pgTable(
  'track_likes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    user_id: userId(),
    track_id: trackId(),
    created_at: at('created_at'),
  },
  (table) => [
    index('track_likes_track_idx').on(table.track_id),
    uniqueIndex('track_likes_user_track_key').on(table.user_id, table.track_id),
  ],
);

/** Where a user stopped in a set (PUT /plays). */
export const playProgress = pgTable(
  'play_progress',
  {
    user_id: userId(),
    set_id: setId(),
    position_ms: integer().notNull().default(0),
    updated_at: at('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.set_id] }),
    index('play_progress_set_idx').on(table.set_id),
    check('play_progress_position_nonnegative', sql`${table.position_ms} >= 0`),
  ],
);

/**
 * A user's play queue; `position` is 1-based (spec.md: order). The constraints make a broken
 * queue impossible to store: a set once per queue, one place per item, at most one current.
 */
export const queueItems = pgTable(
  'queue_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    user_id: userId(),
    set_id: setId(),
    position: integer().notNull(),
    is_current: boolean().notNull().default(false),
    created_at: at('created_at'),
  },
  (table) => [
    // DEFERRABLE INITIALLY DEFERRED in migration 0009 (Drizzle cannot declare it): a move
    // renumbers many items in one statement, and PostgreSQL checks a constraint that is not
    // deferrable row by row, so two items would briefly share a place and the move would fail.
    unique('queue_items_user_position_key').on(table.user_id, table.position),
    uniqueIndex('queue_items_user_set_key').on(table.user_id, table.set_id),
    uniqueIndex('queue_items_one_current_key')
      .on(table.user_id)
      .where(sql`${table.is_current}`),
    index('queue_items_set_idx').on(table.set_id),
    check('queue_items_position_positive', sql`${table.position} >= 1`),
  ],
);

/** A comment on a set or a track (or a track within a set), at a moment of the set. */
export const posts = pgTable(
  'posts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    user_id: userId(),
    set_id: integer().references(() => sets.id, { onDelete: 'cascade' }),
    track_id: integer().references(() => tracks.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    set_timestamp_ms: integer(),
    created_at: at('created_at'),
    updated_at: at('updated_at'),
  },
  (table) => [
    index('posts_set_idx').on(table.set_id, table.created_at, table.id),
    index('posts_track_idx').on(table.track_id, table.created_at, table.id),
    index('posts_user_idx').on(table.user_id),
    check('posts_about_something', sql`num_nonnulls(${table.set_id}, ${table.track_id}) >= 1`),
  ],
);

/** An ID identified: the ID track (mix_type 'ID') turned out to be `track_id`. */
export const idReleases = pgTable(
  'id_releases',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    id_track_id: trackId(),
    track_id: trackId(),
    /**
     * Where the ID was first heard, kept at release: its set_tracks rows then point at the
     * released track, so the ID's place could no longer be found by its own id. Its
     * notifications show this set and position; null when the ID was in no set's track list
     * (or the set was deleted since), and those notifications are not shown.
     */
    set_id: integer().references(() => sets.id, { onDelete: 'set null' }),
    track_position: integer(),
    released_at: at('released_at'),
  },
  (table) => [
    unique('id_releases_id_track_unique').on(table.id_track_id),
    index('id_releases_track_idx').on(table.track_id),
    index('id_releases_set_idx').on(table.set_id),
    check(
      'id_releases_position_positive',
      sql`${table.track_position} IS NULL OR ${table.track_position} >= 1`,
    ),
  ],
);

/** Tells a user that an ID they cared about was released. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    user_id: userId(),
    id_release_id: integer()
      .notNull()
      .references(() => idReleases.id, { onDelete: 'cascade' }),
    is_read: boolean().notNull().default(false),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: at('created_at'),
  },
  (table) => [
    unique('notifications_user_release_unique').on(table.user_id, table.id_release_id),
    index('notifications_user_created_idx').on(table.user_id, table.created_at, table.id),
    index('notifications_release_idx').on(table.id_release_id),
  ],
);
