import { z } from 'zod/mini';
import { IdParamsSchema, IdSchema, MAX_ID, PageQuerySchema, pageOf } from './common.ts';
import { defineEndpoint, errorResponses, NoContentSchema } from './endpoint.ts';
import { routes } from './routes.ts';
import { IMPORT_LIMITS } from './import-fields.ts';

/** Who wrote a post, as every reader may see them. */
export const PostAuthorSchema = z.object({
  id: IdSchema,
  username: z.string(),
  avatar_url: z.nullable(z.string()),
});

/** A comment on a set (at a moment of it) or on a track (spec.md section 3, "Comment (post)"). */
export const PostSchema = z.object({
  id: IdSchema,
  text: z.string(),
  /** Milliseconds into the set the comment is about; null when it is not about a moment. */
  set_timestamp: z.nullable(z.int().check(z.nonnegative())),
  /** Null for a comment made on a track page (spec.md section 5). */
  set_meta_id: z.nullable(IdSchema),
  track_meta_id: z.nullable(IdSchema),
  /** When it was written. */
  timestamp: z.iso.datetime({ offset: true }),
  author: PostAuthorSchema,
});
export type Post = z.infer<typeof PostSchema>;

export const PostsPageSchema = pageOf(PostSchema);
export type PostsPage = z.infer<typeof PostsPageSchema>;

/** How long a comment may be, in Unicode code points (an emoji is one, as a reader counts it). */
export const POST_TEXT_MAX_LENGTH = 2000;

// C0 controls but tab and newline, DEL, and C1 controls: nothing a comment box types. A NUL
// cannot even be stored in PostgreSQL text.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// With the u flag only unpaired surrogates match; PostgreSQL would store them as U+FFFD, so the
// text would not come back as sent.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// Zero-width and other format characters show nothing, so text of only those is empty too.
const VISIBLE = /[^\s\p{Cf}]/u;

/** At most `max` code points; a code point is one or two UTF-16 units, so most texts need no count. */
function codePointsAtMost(value: string, max: number): boolean {
  if (value.length <= max) return true;
  if (value.length > 2 * max) return false;
  let count = 0;
  for (let at = 0; at < value.length; at += (value.codePointAt(at) ?? 0) > 0xffff ? 2 : 1) {
    count += 1;
  }
  return count <= max;
}

/**
 * A comment's text (spec.md section 5: it cannot be empty). Stored and answered exactly as sent,
 * untrimmed and unescaped: clients render it as text, never as HTML.
 */
export const PostTextSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Text is required.' : 'Must be text.') })
  .check(
    z.refine((value) => VISIBLE.test(value), 'Must not be empty or only white space.'),
    z.refine(
      (value) => codePointsAtMost(value, POST_TEXT_MAX_LENGTH),
      `At most ${POST_TEXT_MAX_LENGTH} characters (Unicode code points).`,
    ),
    z.refine(
      (value) => !CONTROL_BUT_TAB_AND_NEWLINE.test(value),
      'Must not contain control characters but tab and newline.',
    ),
    z.refine((value) => !LONE_SURROGATE.test(value), 'Must be well-formed Unicode.'),
  );

/** A set or track a comment is about: an id the database can hold, or null. */
const TargetIdSchema = z.nullable(
  z
    .int('Must be a positive whole number.')
    .check(z.positive('Must be a positive whole number.'), z.lte(MAX_ID, 'No such id.')),
);

/** No set is longer than an import allows, so no moment of one lies beyond it. */
const SetTimestampSchema = z.nullable(
  z
    .int('Must be a whole number of milliseconds.')
    .check(
      z.nonnegative('Must not be negative.'),
      z.lte(IMPORT_LIMITS.durationMs, `At most ${IMPORT_LIMITS.durationMs} (24 hours).`),
    ),
);

const postFields = {
  text: PostTextSchema,
  set_meta_id: z.optional(TargetIdSchema),
  track_meta_id: z.optional(TargetIdSchema),
  set_timestamp: z.optional(SetTimestampSchema),
};

/**
 * A new comment (spec.md section 7): on a set (at a moment of it, about one of its tracks, or
 * both), or on a track page (`set_meta_id` null). A field left out is null.
 */
export const CreatePostBodySchema = z.strictObject(postFields).check(
  z.superRefine((body, context) => {
    if (body.set_meta_id == null && body.track_meta_id == null) {
      context.addIssue({
        code: 'custom',
        path: ['set_meta_id'],
        message: 'Give the set or the track the comment is on.',
      });
    }
    if (body.set_meta_id == null && body.set_timestamp != null) {
      context.addIssue({
        code: 'custom',
        path: ['set_timestamp'],
        message: 'Only a comment on a set is at a moment of it.',
      });
    }
  }),
);
export type CreatePostBody = z.input<typeof CreatePostBodySchema>;

/**
 * An edit: the same fields as a new comment, but only `text` and `set_timestamp` change. The set
 * and track it is on may be sent (the client sends the comment back as it holds it) but must be
 * the comment's own.
 */
export const UpdatePostBodySchema = z.strictObject(postFields);
export type UpdatePostBody = z.input<typeof UpdatePostBodySchema>;

const textRules =
  `\`text\`: at least one visible character, at most ${POST_TEXT_MAX_LENGTH} Unicode code points ` +
  '(not UTF-16 units), no control characters but tab and newline (a NUL, like any string ' +
  'PostgreSQL cannot store, makes the whole body a 400); stored and answered exactly ' +
  'as sent (not trimmed, not HTML-escaped: render it as text). `set_timestamp`: milliseconds ' +
  "into the set, at most the set's duration, or null.";

const pagingRules =
  'Newest first by when each was written (an edit keeps its place), 20 a page, each with its ' +
  'author.';

export const listSetPosts = defineEndpoint({
  ...routes.listSetPosts,
  summary: "List a set's comments",
  description: `${pagingRules} Every comment on the set, those about one of its tracks too.`,
  tag: 'posts',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: PostsPageSchema, ...errorResponses(404, 422) },
});

export const listTrackPosts = defineEndpoint({
  ...routes.listTrackPosts,
  summary: "List a track's comments",
  description:
    `${pagingRules} Every comment whose \`track_meta_id\` is this track: those made on its ` +
    'page (`set_meta_id` null) and those about it within any set.',
  tag: 'posts',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: PostsPageSchema, ...errorResponses(404, 422) },
});

export const createPost = defineEndpoint({
  ...routes.createPost,
  summary: 'Comment on a set or a track',
  description:
    'On a set: `set_meta_id`, optionally `track_meta_id` (a track of its track list) and ' +
    '`set_timestamp`. On a track page: `track_meta_id` with `set_meta_id` and `set_timestamp` ' +
    `null. ${textRules} An unknown set or track answers 404; a track not in the set, or a moment ` +
    'past its end, 422. Answers the comment with its author; it shows in the lists at once.',
  tag: 'posts',
  access: 'bearer',
  body: CreatePostBodySchema,
  responses: { 201: PostSchema, ...errorResponses(404, 422, 429, 503) },
});

export const updatePost = defineEndpoint({
  ...routes.updatePost,
  summary: 'Edit your comment',
  description:
    'Replaces the text and `set_timestamp` of one of your own comments (a left-out ' +
    '`set_timestamp` is null); a comment cannot be moved to another set or track, so ' +
    "`set_meta_id` and `track_meta_id`, when sent, must be the comment's own (else 422). " +
    `${textRules} Another user's comment answers 403.`,
  tag: 'posts',
  access: 'bearer',
  params: IdParamsSchema,
  body: UpdatePostBodySchema,
  responses: { 200: PostSchema, ...errorResponses(403, 404, 422, 429, 503) },
});

export const deletePost = defineEndpoint({
  ...routes.deletePost,
  summary: 'Delete your comment',
  description: "Deletes one of your own comments; another user's comment answers 403.",
  tag: 'posts',
  access: 'bearer',
  params: IdParamsSchema,
  responses: { 204: NoContentSchema, ...errorResponses(403, 404) },
});
