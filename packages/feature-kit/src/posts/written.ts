import type { Post } from '@rabbithole/api-contract';

/**
 * What the viewer wrote that the thread's read may not show yet, as the server answered it. The
 * thread shows it at once and reloads; each entry goes once the read shows the same, so an
 * answered edit never flicks back to the old text while the reload is on its way.
 */
export interface Written {
  /** New comments, newest first. */
  readonly created: readonly Post[];
  /** Edited comments by id. */
  readonly edited: ReadonlyMap<number, Post>;
  readonly deleted: ReadonlySet<number>;
}

export const nothingWritten: Written = { created: [], edited: new Map(), deleted: new Set() };

export function withCreated(written: Written, post: Post): Written {
  const deleted = new Set(written.deleted);
  // An id freed by a deletion may come back (the mocks reuse them): the new comment is not it.
  deleted.delete(post.id);
  return { ...written, created: [post, ...written.created], deleted };
}

export function withEdited(written: Written, post: Post): Written {
  const created = written.created.map((made) => (made.id === post.id ? post : made));
  return { ...written, created, edited: new Map(written.edited).set(post.id, post) };
}

export function withDeleted(written: Written, id: number): Written {
  const edited = new Map(written.edited);
  edited.delete(id);
  return {
    created: written.created.filter((post) => post.id !== id),
    edited,
    deleted: new Set(written.deleted).add(id),
  };
}

/** The thread as the viewer last changed it: new comments first, edits in place, deletions out. */
export function applyWritten(posts: readonly Post[], written: Written): Post[] {
  if (written === nothingWritten) return posts as Post[];
  const read = new Set(posts.map((post) => post.id));
  return [
    ...written.created.filter((post) => !read.has(post.id)),
    ...posts
      .filter((post) => !written.deleted.has(post.id))
      .map((post) => written.edited.get(post.id) ?? post),
  ];
}

const sameEdit = (a: Post, b: Post) => a.text === b.text && a.set_timestamp === b.set_timestamp;

/**
 * `written` without what `posts` (the read) shows already; the same object when that is nothing,
 * so a caller can compare to know whether to update.
 */
export function unreadOf(written: Written, posts: readonly Post[]): Written {
  if (written === nothingWritten) return written;
  const read = new Map(posts.map((post) => [post.id, post]));
  const created = written.created.filter((post) => !read.has(post.id));
  const edited = new Map(
    [...written.edited].filter(([id, post]) => {
      const shown = read.get(id);
      return shown === undefined || !sameEdit(shown, post);
    }),
  );
  const deleted = new Set([...written.deleted].filter((id) => read.has(id)));
  if (
    created.length === written.created.length &&
    edited.size === written.edited.size &&
    deleted.size === written.deleted.size
  ) {
    return written;
  }
  return created.length === 0 && edited.size === 0 && deleted.size === 0
    ? nothingWritten
    : { created, edited, deleted };
}
