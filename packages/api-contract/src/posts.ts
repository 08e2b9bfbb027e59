import { z } from 'zod/mini';
import { IdParamsSchema, IdSchema, PageQuerySchema, pageOf } from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

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

const postsDescription =
  'Newest first, 20 a page. Empty until comments can be written (the engagement endpoints).';

export const listSetPosts = defineEndpoint({
  method: 'GET',
  path: '/sets/{id}/posts',
  operationId: 'listSetPosts',
  summary: "List a set's comments",
  description: postsDescription,
  tag: 'posts',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: PostsPageSchema, ...errorResponses(404, 422) },
});

export const listTrackPosts = defineEndpoint({
  method: 'GET',
  path: '/tracks/{id}/posts',
  operationId: 'listTrackPosts',
  summary: "List a track's comments",
  description: postsDescription,
  tag: 'posts',
  access: 'optional-bearer',
  params: IdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: PostsPageSchema, ...errorResponses(404, 422) },
});
