import { listSetPosts, listTrackPosts, type PostsPage } from '@rabbithole/api-contract';
import {
  apiClient,
  infiniteQuery,
  pageWindow,
  readRequest,
  type ApiClient,
  type InfiniteQuery,
} from '../api/index.ts';

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
