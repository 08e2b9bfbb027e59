import { Box } from '../Box/Box';
import { LoadMoreButton } from '../LoadMoreButton/LoadMoreButton';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { CommentListItem } from './CommentListItem';
import * as styles from './CommentList.css';

/** One comment as the list shows it; the container formats dates and moments. */
export interface CommentItem {
  id: string | number;
  author: string;
  /** The author's picture; their initials stand in without one. */
  avatarUrl?: string | null | undefined;
  text: string;
  /** When it was written, already formatted (en-US), e.g. "Jun 20, 2025" or "2 hours ago". */
  postedOn: string;
  /**
   * When it was written, as an ISO 8601 date-time: dates the `<time>` element and gives the
   * full date on hover.
   */
  postedAt?: string | undefined;
  /**
   * Written by the viewer (its author id is the current user's, spec.md section 6): only then
   * does it carry the Edit and Delete menu.
   * @default false
   */
  isOwn?: boolean | undefined;
  /** The moment of the set it is about, e.g. "41:10"; absent for a comment on the whole. */
  atMoment?: string | undefined;
}

/** spec.md section 8: the empty thread's copy, word for word, and its prompt. */
export const emptyCommentsTitle = "It's pretty quiet here!";
export const emptyCommentsPrompt = 'Be the first to comment.';

// Placeholder rows while the first page loads: about as many as a short thread shows.
const skeletonRows = 3;

export interface CommentListProps {
  /** Accessible name of the list, e.g. "Comments". */
  label: string;
  comments: readonly CommentItem[];
  /** The first page is loading: placeholder rows and `aria-busy`. */
  isLoading: boolean;
  /** A further page is loading: the Load More button is pending. */
  isLoadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  /**
   * Whether an empty thread says "It's pretty quiet here!". False after a failed load, which
   * spec.md section 8 keeps silent rather than passing it off as an empty thread.
   * @default true
   */
  showEmpty?: boolean;
  /**
   * Saves the viewer's edit of their own comment (the text trimmed). Resolve true once saved to
   * leave edit mode; false keeps the edit open with the text as typed. Without it, no Edit.
   */
  onEdit?: (comment: CommentItem, text: string) => Promise<boolean> | boolean;
  /** Deletes the viewer's own comment, once they have confirmed. Without it, no Delete. */
  onDelete?: (comment: CommentItem) => void;
}

/**
 * A thread of comments, newest first, with Load More paging and the empty prompt. The viewer's
 * own comments carry a menu to edit (in place) or delete (after a confirmation) them.
 */
export function CommentList({
  label,
  comments,
  isLoading,
  isLoadingMore,
  hasMore,
  onLoadMore,
  showEmpty = true,
  onEdit,
  onDelete,
}: CommentListProps) {
  if (isLoading && comments.length === 0) {
    return (
      <ul className={styles.skeletonList} aria-label={label} aria-busy="true">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <li key={index} className={styles.skeleton} aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (comments.length === 0) {
    return showEmpty ? (
      <div className={styles.empty} role="status">
        <Stack space="xsmall" align="center">
          <Text weight="semibold" align="center">
            {emptyCommentsTitle}
          </Text>
          <Text tone="muted" align="center">
            {emptyCommentsPrompt}
          </Text>
        </Stack>
      </div>
    ) : null;
  }
  return (
    <Stack space="large">
      <ul className={styles.list} aria-label={label} aria-busy={isLoadingMore}>
        {comments.map((comment) => (
          <CommentListItem key={comment.id} comment={comment} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      {hasMore && (
        <Box display="flex" justifyContent="center">
          <LoadMoreButton onPress={onLoadMore} isPending={isLoadingMore} />
        </Box>
      )}
    </Stack>
  );
}
