import { z } from 'zod/mini';
import { DateSchema, IdParamsSchema, IdSchema, MAX_ID, QueryTextSchema } from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { TracksPageSchema } from './tracks.ts';
import { NOTIFICATIONS_MAX_LIMIT, NOTIFICATIONS_PAGE_SIZE } from './constants.ts';

// The ID lifecycle (spec.md sections 1, 2, 3 and 4): a listener watches an ID (favourites it) or
// likes a moment of a set while it plays; an operator releases the ID as a track; each of those
// listeners gets one notification, pushed live to their open tabs.

/**
 * A moment in time as the server stores it, with microseconds: the `after` cursor of the next page
 * is the `created_dt` of the last loaded item, so it must compare exactly.
 */
const InstantSchema = z.iso.datetime({ offset: true });

/** The released track a notification opens (spec.md section 3, `release.track_meta`). */
export const ReleasedTrackSchema = z.object({
  /** Null only for a release whose track was removed since; the client leaves those out. */
  id: z.nullable(IdSchema),
  title: z.string(),
  /** The credit line, as a track's `artist`. */
  artist: z.string(),
  art_url_xl: z.nullable(z.string()),
  release_date: z.nullable(DateSchema),
});

/**
 * spec.md section 3, "Notification". Unread while `is_read` is false and `read_dt` null. The
 * release names the set the ID was first heard in and its place there (`track_position`), and
 * the track it turned out to be.
 */
export const NotificationSchema = z.object({
  id: IdSchema,
  is_read: z.boolean(),
  read_dt: z.nullable(InstantSchema),
  created_dt: InstantSchema,
  release: z.object({
    /** The ID track that was released (its page now says what it became). */
    id_track_id: IdSchema,
    set_meta: z.object({ id: IdSchema, set_name: z.string() }),
    track_meta: ReleasedTrackSchema,
    /** The ID's 1-based place in that set's track list. */
    track_position: z.int().check(z.positive()),
  }),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsPageSchema = z.object({
  data: z.array(NotificationSchema),
  pagination: z.object({
    offset: z.int().check(z.nonnegative()),
    count: z.int().check(z.nonnegative()),
    /** Every notification of the caller matching `search`. */
    total: z.int().check(z.nonnegative()),
  }),
  /** Every unread notification of the caller (the bell's badge; the client caps it at 99). */
  unread: z.int().check(z.nonnegative()),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/**
 * spec.md section 7, "Notifications". Newest first by default. `after` is the `created_dt` of the
 * last loaded item: the next page holds what came before it (after it, ascending).
 */
export const NotificationsQuerySchema = z.object({
  order_by: z._default(
    z.enum(['notification.created_dt', 'created_dt']),
    'notification.created_dt',
  ),
  order_direction: z._default(z.enum(['asc', 'desc']), 'desc'),
  /** Matches the released track's title and artists and the set's name; empty means all. */
  search: z.optional(QueryTextSchema),
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int('Must be a whole number.'),
        z.positive('Must be 1 or more.'),
        z.lte(NOTIFICATIONS_MAX_LIMIT, `At most ${NOTIFICATIONS_MAX_LIMIT}.`),
      ),
    NOTIFICATIONS_PAGE_SIZE,
  ),
  after: z.optional(
    z.string().check(z.iso.datetime({ offset: true, error: 'Must be an ISO date and time.' })),
  ),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;
export type NotificationsQueryInput = z.input<typeof NotificationsQuerySchema>;

export const listNotifications = defineEndpoint({
  ...routes.listNotifications,
  summary: 'Your notifications',
  description:
    'The caller’s notifications, newest first, 10 a page; `after` (the `created_dt` of the last ' +
    'loaded item) reads the next page. `unread` counts every unread one, for the bell.',
  tag: 'notifications',
  access: 'bearer',
  query: NotificationsQuerySchema,
  responses: { 200: NotificationsPageSchema, ...errorResponses(422) },
});

export const markNotificationRead = defineEndpoint({
  ...routes.markNotificationRead,
  summary: 'Mark a notification read',
  description:
    'Marks one of the caller’s notifications read (once: `read_dt` keeps the first time). ' +
    'Another user’s notification answers 403, an unknown one 404.',
  tag: 'notifications',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: NotificationSchema, ...errorResponses(403, 404) },
});

/** An id sent in a body: a positive whole number the database can hold. */
const BodyIdSchema = z
  .int('Must be a positive whole number.')
  .check(z.positive('Must be a positive whole number.'), z.lte(MAX_ID, 'No such id.'));

export const ReleaseIdBodySchema = z.strictObject({ track_id: BodyIdSchema });
export type ReleaseIdBody = z.input<typeof ReleaseIdBodySchema>;

/** What a release did: the ID, the track it turned out to be, and how many listeners were told. */
export const IdReleaseSchema = z.object({
  id: IdSchema,
  id_track_id: IdSchema,
  track_id: IdSchema,
  released_dt: InstantSchema,
  /** Watchers and moment-likers told, each exactly once. */
  notified: z.int().check(z.nonnegative()),
});
export type IdRelease = z.infer<typeof IdReleaseSchema>;

export const releaseId = defineEndpoint({
  ...routes.releaseId,
  summary: 'Release an ID as a track',
  description:
    'Says the ID track `{id}` is the released track `track_id`. Every set’s track list keeps the ' +
    'ID’s place and now shows the released track; every listener who watched the ID or liked a ' +
    'moment of a set while it played is notified, exactly once, live. An unknown track or one ' +
    'that is not an ID answers 404; an ID released already 409; a `track_id` that is unknown or ' +
    'itself an ID 422.',
  tag: 'admin',
  access: 'admin',
  params: IdParamsSchema,
  body: ReleaseIdBodySchema,
  responses: { 201: IdReleaseSchema, ...errorResponses(403, 404, 409, 422) },
});

/** The admin page's ID search: IDs not yet released, matching `search`, newest heard first. */
export const AdminIdsQuerySchema = z.object({
  search: z.optional(QueryTextSchema),
  offset: z._default(z.coerce.number().check(z.int(), z.nonnegative(), z.lte(1_000_000)), 0),
});
export type AdminIdsQueryInput = z.input<typeof AdminIdsQuerySchema>;

export const listUnreleasedIds = defineEndpoint({
  ...routes.listUnreleasedIds,
  summary: 'Search IDs not yet released',
  description:
    'IDs (mix_type ID) without a release, matching `search` on title, credits and the set they ' +
    'were found in; 20 a page, the most recently heard first.',
  tag: 'admin',
  access: 'admin',
  query: AdminIdsQuerySchema,
  responses: { 200: TracksPageSchema, ...errorResponses(403, 422) },
});
