import type { Post } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { useSessionUser } from '../session/index.ts';
import { commentsQuery, type CommentsOf } from './api.ts';
import { useCommentActions, type CommentActions } from './useCommentActions.ts';

function logFailure(error: unknown) {
  console.error('Loading comments failed', error);
}

export interface Comments extends InfiniteList<Post>, Omit<CommentActions, 'posts'> {
  /** The signed-in viewer, whose own comments they may edit and delete; null for nobody. */
  viewerId: number | null;
}

/**
 * The comments of a set or a track, a page at a time (failures only logged, spec.md 8), and the
 * viewer's writes to them.
 */
export function useComments({ on, id }: CommentsOf): Comments {
  const of = useMemo(() => ({ on, id }), [on, id]);
  const query = useMemo(() => commentsQuery(of), [of]);
  const list = useInfiniteList(query, { onError: logFailure });
  const { posts, ...actions } = useCommentActions(of, list);
  const viewerId = useSessionUser()?.id ?? null;
  return { ...list, data: posts, ...actions, viewerId };
}
