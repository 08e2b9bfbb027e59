import type { Post } from '@rabbithole/api-contract';
import { useMemo } from 'react';
import { useInfiniteList, type InfiniteList } from '../api/index.ts';
import { commentsQuery, type CommentsOf } from './api.ts';

function logFailure(error: unknown) {
  console.error('Loading comments failed', error);
}

/** The comments of a set or a track, a page at a time (failures only logged, spec.md 8). */
export function useComments({ on, id }: CommentsOf): InfiniteList<Post> {
  const query = useMemo(() => commentsQuery({ on, id }), [on, id]);
  return useInfiniteList(query, { onError: logFailure });
}
