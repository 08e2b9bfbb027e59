import type { Post } from '@rabbithole/api-contract';
import { useMemo, useRef, useState } from 'react';
import { ApiError, type InfiniteList } from '../api/index.ts';
import { engagementMessages } from '../engagement/index.ts';
import { useNotify } from '../toasts/index.ts';
import { commentWrites, type CommentsOf } from './api.ts';
import {
  applyWritten,
  nothingWritten,
  unreadOf,
  withCreated,
  withDeleted,
  withEdited,
} from './written.ts';

/** A comment as the thread's views name it back: by its id (a `Post` or a list's item). */
export interface CommentRef {
  readonly id: number | string;
}

export interface CommentActions {
  /** The thread as read, with what the viewer wrote since shown at once. */
  posts: Post[];
  /** A new comment is on its way: the form's Post is busy. */
  isPosting: boolean;
  /**
   * Sends a new comment on the set or track (on a set, optionally at a moment of it, in ms).
   * Each action resolves true once saved, or false after a failure, which a snackbar reports:
   * the form then keeps the text as typed.
   */
  create: (text: string, setTimestamp?: number | null) => Promise<boolean>;
  update: (comment: CommentRef, text: string) => Promise<boolean>;
  remove: (comment: CommentRef) => Promise<boolean>;
}

const NEW = 'new';

/**
 * Writing, editing and deleting the viewer's comments in a thread (spec.md sections 4, 5 and 7):
 * each shows the server's answer at once and reloads the thread; a refusal says spec.md's
 * failure message. One write per comment at a time, so a second press never sends it twice.
 */
export function useCommentActions(
  of: CommentsOf,
  { data, reload }: Pick<InfiniteList<Post>, 'data' | 'reload'>,
): CommentActions {
  const notify = useNotify();
  const [written, setWritten] = useState(nothingWritten);
  const [isPosting, setPosting] = useState(false);
  const sending = useRef(new Set<number | typeof NEW>());

  // Whatever the read shows now no longer needs showing on top of it (React's "adjusting state
  // while rendering": no frame of the stale entry).
  const unread = unreadOf(written, data);
  if (unread !== written) setWritten(unread);
  const posts = useMemo(() => applyWritten(data, unread), [data, unread]);

  const refresh = () => {
    // A failed reload is logged by the list itself; the answer already shows meanwhile.
    reload().catch(() => undefined);
  };

  /** Sends one write unless one for `key` is on its way; true once saved. */
  async function write<Answer>(
    key: number | typeof NEW,
    send: () => Promise<Answer>,
    keep: (answer: Answer) => void,
  ): Promise<boolean> {
    if (sending.current.has(key)) return false;
    sending.current.add(key);
    try {
      keep(await send());
      refresh();
      return true;
    } catch (error) {
      console.error('A comment could not be saved', error);
      notify(engagementMessages.failed, 'error');
      // Another device edited or deleted it: the thread should show what there is now.
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) refresh();
      return false;
    } finally {
      sending.current.delete(key);
    }
  }

  const postOf = ({ id }: CommentRef) => posts.find((post) => post.id === id);

  return {
    posts,
    isPosting,
    create: async (text, setTimestamp = null) => {
      // Checked here too: a refused second press must not clear the first one's busy state.
      if (sending.current.has(NEW)) return false;
      setPosting(true);
      try {
        return await write(
          NEW,
          () => commentWrites.create(of, text, setTimestamp),
          (post) => setWritten((current) => withCreated(current, post)),
        );
      } finally {
        setPosting(false);
      }
    },
    update: (comment, text) => {
      const post = postOf(comment);
      if (!post) return Promise.resolve(false);
      return write(
        post.id,
        () => commentWrites.update(post, text),
        (saved) => setWritten((current) => withEdited(current, saved)),
      );
    },
    remove: (comment) => {
      const post = postOf(comment);
      if (!post) return Promise.resolve(false);
      return write(
        post.id,
        () => commentWrites.remove(post),
        () => setWritten((current) => withDeleted(current, post.id)),
      );
    },
  };
}
