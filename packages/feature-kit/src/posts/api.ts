import {
  routes,
  type CreatePostBody,
  type Post,
  type PostsPage,
  type UpdatePostBody,
} from '@rabbithole/api-contract';
import {
  apiClient,
  infiniteQuery,
  pageWindow,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
} from '../api/index.ts';

// Routes, not endpoints: the signed-in chunk must not carry zod and the contract's schemas.
const { createPost, deletePost, listSetPosts, listTrackPosts, updatePost } = routes;

/** Whose comments: a set's (its posts) or a track's. */
export interface CommentsOf {
  on: 'set' | 'track';
  id: number;
}

/** The comments of a set or a track, newest first, 20 a page, for `useSWRInfinite`. */
export function commentsQuery(
  { on, id }: CommentsOf,
  client: ApiClient = apiClient,
): InfiniteQuery<PostsPage> {
  return infiniteQuery((pageIndex) => {
    const query = pageWindow(pageIndex);
    return on === 'set'
      ? readRequest(listSetPosts, { params: { id }, query }, client)
      : readRequest(listTrackPosts, { params: { id }, query }, client);
  });
}

/**
 * A new comment of a set page (its set, no track) or a track page (the track, no set: spec.md
 * section 5); only a set's comment can be at a moment of it.
 */
export function newCommentBody(
  { on, id }: CommentsOf,
  text: string,
  setTimestamp: number | null = null,
): CreatePostBody {
  return on === 'set'
    ? { text, set_meta_id: id, track_meta_id: null, set_timestamp: setTimestamp }
    : { text, set_meta_id: null, track_meta_id: id, set_timestamp: null };
}

/**
 * An edit sends the comment back as it holds it with the new text: PUT replaces the moment too,
 * and a left-out one would be cleared.
 */
export function editedCommentBody(post: Post, text: string): UpdatePostBody {
  return {
    text,
    set_meta_id: post.set_meta_id,
    track_meta_id: post.track_meta_id,
    set_timestamp: post.set_timestamp,
  };
}

/** The comment writes of spec.md section 7, each resolving with the server's answer. */
export const commentWrites = {
  create: (of: CommentsOf, text: string, setTimestamp?: number | null, client = apiClient) =>
    client.request(createPost, { body: newCommentBody(of, text, setTimestamp) }),
  update: (post: Post, text: string, client = apiClient) =>
    client.request(updatePost, { params: { id: post.id }, body: editedCommentBody(post, text) }),
  remove: (post: Post, client = apiClient) =>
    client.request(deletePost, { params: { id: post.id } }),
};
