import { CommentForm, CommentList, Stack } from '@rabbithole/design-system';
import { useMemo } from 'react';
import type { CommentsOf } from './api.ts';
import { commentItem } from './commentItem.ts';
import { useComments } from './useComments.ts';

export interface CommentsContainerProps extends CommentsOf {
  /** When the comments' "2 hours ago" counts from (stories fix it). @default the time of rendering */
  now?: number | undefined;
  /**
   * The moment of the set (ms) a new comment is at: where the listener is in it, when it is in
   * the player. @default undefined (not at a moment)
   */
  momentNow?: (() => number | undefined) | undefined;
}

/**
 * The Comments tab of a set or a track page: the comment form, then the posts, newest first,
 * paged by Load More; the viewer's own carry Edit and Delete.
 */
export function CommentsContainer({ on, id, now, momentNow }: CommentsContainerProps) {
  const thread = useComments({ on, id });
  const { data, viewerId } = thread;
  const comments = useMemo(
    () => data.map((post) => commentItem(post, { viewerId, now })),
    [data, viewerId, now],
  );
  return (
    <Stack space="large">
      <CommentForm
        onSubmit={(text) => thread.create(text, momentNow?.() ?? null)}
        isPending={thread.isPosting}
      />
      <CommentList
        label="Comments"
        comments={comments}
        isLoading={thread.isLoading}
        isLoadingMore={thread.isLoadingMore}
        hasMore={thread.hasMore}
        onLoadMore={thread.loadMore}
        // A failed load stays silent (spec.md section 8), so it must not read as an empty thread.
        showEmpty={thread.error === undefined}
        onEdit={thread.update}
        onDelete={(comment) => void thread.remove(comment)}
      />
    </Stack>
  );
}
