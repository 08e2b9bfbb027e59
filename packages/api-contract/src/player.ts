import { z } from 'zod/mini';
import { IdParamsSchema, IdSchema, MAX_ID } from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { IMPORT_LIMITS } from './import-fields.ts';
import { SetSummarySchema } from './sets.ts';

// Listening (spec.md section 7, "Queue" and the plays and set-likes of "Stats, favourites,
// plays"). Every call is the caller's own: the queue, the positions and the likes of someone else
// are never read or changed. Each queue call answers the whole queue as it left it, so the client
// shows what is stored and never has to guess an order.

/** An id sent in a body: a positive whole number the database can hold. */
const BodyIdSchema = z
  .int('Must be a positive whole number.')
  .check(z.positive('Must be a positive whole number.'), z.lte(MAX_ID, 'No such id.'));

/** A moment of a set; no set is longer than an import allows. */
const MomentSchema = z
  .int('Must be a whole number of milliseconds.')
  .check(
    z.nonnegative('Must not be negative.'),
    z.lte(IMPORT_LIMITS.durationMs, `At most ${IMPORT_LIMITS.durationMs} (24 hours).`),
  );

/**
 * spec.md section 3, "Queue item": one set in the caller's queue. `order` runs 1..n without gaps;
 * at most one item is current. Items before the current one count as played (the client greys
 * them).
 */
export const QueueItemSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  set_meta_id: IdSchema,
  set_meta: SetSummarySchema,
  order: z.int().check(z.positive()),
  is_current: z.boolean(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

/** The caller's whole queue, in order. */
export const QueueSchema = z.object({ data: z.array(QueueItemSchema) });
export type Queue = z.infer<typeof QueueSchema>;

/**
 * `user_id` may be sent (spec.md section 7 lists it) but must be the caller's own: a queue is only
 * ever its owner's.
 */
const ownerField = { user_id: z.optional(BodyIdSchema) };

export const AddToQueueBodySchema = z.strictObject({ ...ownerField, set_meta_id: BodyIdSchema });
export type AddToQueueBody = z.input<typeof AddToQueueBodySchema>;

/**
 * Move one item to `order` (1..n); the others close up around it. The rest of spec.md's fields
 * may be sent back as the client holds the item, and are ignored but for `user_id`.
 */
export const ReorderQueueBodySchema = z.strictObject({
  ...ownerField,
  id: BodyIdSchema,
  order: z
    .int('Must be a whole number.')
    .check(z.positive('Must be 1 or more.'), z.lte(MAX_ID, 'No such place.')),
  set_meta_id: z.optional(BodyIdSchema),
  is_current: z.optional(z.boolean()),
});
export type ReorderQueueBody = z.input<typeof ReorderQueueBodySchema>;

export const NewCurrentBodySchema = z.strictObject({
  ...ownerField,
  set_meta_id: BodyIdSchema,
  is_current: z.optional(z.boolean()),
});
export type NewCurrentBody = z.input<typeof NewCurrentBodySchema>;

const queueRules =
  'Answers the whole queue as the call left it. Another user’s `user_id` or queue item answers ' +
  '403. Calls on one queue are serialized, so concurrent changes keep `order` 1..n without gaps ' +
  'or repeats.';

export const getQueue = defineEndpoint({
  ...routes.getQueue,
  summary: 'Your play queue',
  description: 'The caller’s queue in order, each item with its set; empty when nothing is queued.',
  tag: 'player',
  access: 'bearer',
  responses: { 200: QueueSchema },
});

export const addToQueue = defineEndpoint({
  ...routes.addToQueue,
  summary: 'Add a set to your queue',
  description:
    'Appends the set at the end; into an empty queue (or one without a current item) it comes ' +
    'in as the current item. A set already in the queue answers 409 ("This set is already in ' +
    `the queue."), an unknown set 404. ${queueRules}`,
  tag: 'player',
  access: 'bearer',
  body: AddToQueueBodySchema,
  responses: { 201: QueueSchema, ...errorResponses(403, 404, 409) },
});

export const removeFromQueue = defineEndpoint({
  ...routes.removeFromQueue,
  summary: 'Remove an item from your queue',
  description:
    'Removes the queue item; the items after it move up one. Removing the current item leaves ' +
    `none current (the player keeps what it has loaded). An unknown item answers 404. ${queueRules}`,
  tag: 'player',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 200: QueueSchema, ...errorResponses(403, 404) },
});

export const clearQueue = defineEndpoint({
  ...routes.clearQueue,
  summary: 'Clear your queue',
  description: 'Removes every item of the caller’s queue and answers the empty queue.',
  tag: 'player',
  access: 'bearer',
  responses: { 200: QueueSchema },
});

export const reorderQueue = defineEndpoint({
  ...routes.reorderQueue,
  summary: 'Move an item of your queue',
  description:
    'Moves the item `id` to `order` (1 is first); the items between close up. An `order` past ' +
    `the end answers 422, an unknown item 404. The current item stays current. ${queueRules}`,
  tag: 'player',
  access: 'bearer',
  body: ReorderQueueBodySchema,
  responses: { 200: QueueSchema, ...errorResponses(403, 404) },
});

export const setQueueCurrent = defineEndpoint({
  ...routes.setQueueCurrent,
  summary: 'Play a set now',
  description:
    'Makes the set the current item: when it is queued, where it stands; when it is not, it is ' +
    'inserted right after the current item (at the end when none is current). Playing a set ' +
    `from its page calls this. An unknown set answers 404. ${queueRules}`,
  tag: 'player',
  access: 'bearer',
  body: NewCurrentBodySchema,
  responses: { 200: QueueSchema, ...errorResponses(403, 404) },
});

export const advanceQueue = defineEndpoint({
  ...routes.advanceQueue,
  summary: 'Go on to the next set',
  description:
    'Makes the item after the current one current, when a set has ended. At the last item (or ' +
    `with none current) nothing changes: the answer is the queue as it stands. ${queueRules}`,
  tag: 'player',
  access: 'bearer',
  responses: { 200: QueueSchema },
});

/** Where the caller is in a set (spec.md section 7, PUT /plays). */
export const PlayProgressSchema = z.object({
  set_meta_id: IdSchema,
  /** Milliseconds from the start of the set. */
  current_timestamp: z.int().check(z.nonnegative()),
});
export type PlayProgress = z.infer<typeof PlayProgressSchema>;

export const SavePlayBodySchema = z.strictObject({
  set_meta_id: BodyIdSchema,
  current_timestamp: MomentSchema,
});
export type SavePlayBody = z.input<typeof SavePlayBodySchema>;

export const savePlay = defineEndpoint({
  ...routes.savePlay,
  summary: 'Save where you are in a set',
  description:
    'Keeps the caller’s position in the set (sent when playing starts and every 30 seconds while ' +
    'it plays); the set’s `user_fav.current_timestamp` reads it back. A moment past the set’s ' +
    'end answers 422, an unknown set 404.',
  tag: 'player',
  access: 'bearer',
  body: SavePlayBodySchema,
  responses: { 200: PlayProgressSchema, ...errorResponses(404) },
});

export const LikeMomentBodySchema = z.strictObject({
  set_meta_id: BodyIdSchema,
  set_timestamp: MomentSchema,
});
export type LikeMomentBody = z.input<typeof LikeMomentBodySchema>;

/** A like of a moment of a set, and the track that was playing then. */
export const MomentLikeSchema = z.object({
  /** Everyone's likes of the set now (its `likes`). */
  likes: z.int().check(z.nonnegative()),
  /** The caller's liked moments of the set now (its `user_fav.user_likes`). */
  user_likes: z.int().check(z.nonnegative()),
  set_timestamp: z.int().check(z.nonnegative()),
  /** The track playing at that moment, now one of the caller's favourites and likes. */
  track: z.object({
    /** The set track entry (for the Track List's row). */
    set_track_id: IdSchema,
    track_meta_id: IdSchema,
    title: z.string(),
  }),
});
export type MomentLike = z.infer<typeof MomentLikeSchema>;

export const likeMoment = defineEndpoint({
  ...routes.likeMoment,
  summary: 'Like this moment of a set',
  description:
    'Likes the set at `set_timestamp` (ms) and the track playing then: the track becomes one of ' +
    'the caller’s favourites (their Liked Tracks tab, or Watched IDs for an ID) and likes. A track ' +
    'plays from its `start_time` until its `end_time` (or the next track’s start when that is ' +
    'null). A moment where no track plays (before the first, in a gap, past the last) answers ' +
    '404 with "No track plays at that moment of the set."; past the set’s end, 422.',
  tag: 'player',
  access: 'bearer',
  body: LikeMomentBodySchema,
  responses: { 201: MomentLikeSchema, ...errorResponses(404) },
});
