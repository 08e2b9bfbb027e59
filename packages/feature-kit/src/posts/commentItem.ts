import type { Post } from '@rabbithole/api-contract';
import type { CommentItem } from '@rabbithole/design-system';
import { formatDate } from '../dates.ts';
import { mediaUrl } from '../media.ts';

/** A moment of a set as a player shows it: "41:10", or "1:02:03" past the hour. */
export function formatMoment(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes)}:${seconds}`;
}

export function commentItem(post: Post): CommentItem {
  return {
    id: post.id,
    author: post.author.username,
    avatarUrl: mediaUrl(post.author.avatar_url),
    text: post.text,
    postedOn: formatDate(post.timestamp) ?? '',
    atMoment: post.set_timestamp === null ? undefined : formatMoment(post.set_timestamp),
  };
}
