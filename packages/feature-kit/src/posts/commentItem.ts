import type { Post } from '@rabbithole/api-contract';
import { formatClock, type CommentItem } from '@rabbithole/design-system';
import { formatTimeAgo } from '../dates.ts';
import { mediaUrl } from '../media.ts';

/** A moment of a set as a player shows it: "41:10", or "1:02:03" past the hour. */
export const formatMoment = (ms: number): string => formatClock(ms / 1000);

export interface CommentItemOptions {
  /** The signed-in viewer: their own comments carry the Edit and Delete menu (spec.md 6). */
  viewerId: number | null;
  /** When "2 hours ago" counts from. @default Date.now() */
  now?: number | undefined;
}

/** A post as the thread shows it: written "2 hours ago", the full date on its `<time>`. */
export function commentItem(post: Post, { viewerId, now }: CommentItemOptions): CommentItem {
  return {
    id: post.id,
    author: post.author.username,
    avatarUrl: mediaUrl(post.author.avatar_url),
    text: post.text,
    postedOn: formatTimeAgo(post.timestamp, now) ?? '',
    postedAt: post.timestamp,
    isOwn: viewerId !== null && post.author.id === viewerId,
    atMoment: post.set_timestamp === null ? undefined : formatMoment(post.set_timestamp),
  };
}
