import { CommentList } from '@rabbithole/design-system';
import { useMemo } from 'react';
import type { CommentsOf } from './api.ts';
import { commentItem } from './commentItem.ts';
import { useComments } from './useComments.ts';

export type CommentsContainerProps = CommentsOf;

/** The Comments tab of a set or a track page: its posts, newest first, paged by Load More. */
export function CommentsContainer({ on, id }: CommentsContainerProps) {
  const { data, isLoading, isLoadingMore, hasMore, error, loadMore } = useComments({ on, id });
  const comments = useMemo(() => data.map(commentItem), [data]);
  return (
    <CommentList
      label="Comments"
      comments={comments}
      isLoading={isLoading}
      isLoadingMore={isLoadingMore}
      hasMore={hasMore}
      onLoadMore={loadMore}
      // A failed load stays silent (spec.md section 8), so it must not read as an empty thread.
      showEmpty={error === undefined}
    />
  );
}
