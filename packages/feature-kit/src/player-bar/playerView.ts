import type { Post, QueueItem, SetDetail, SetTrack } from '@rabbithole/api-contract';
import type { PlayerSet, PlayerTrack, QueueEntry, SeekMarkers } from '@rabbithole/design-system';
import { mediaUrl } from '../media.ts';
import { trackBoundaries } from '../player/index.ts';
import { formatMoment } from '../posts/index.ts';

/** The set as the player bar shows it. */
export function playerSet(set: SetDetail): PlayerSet {
  return {
    title: set.set_name,
    artist: set.artist,
    artUrl: mediaUrl(set.art_url),
    href: `/sets/${String(set.id)}`,
  };
}

/** The track playing now; an ID has a page too (watching it lives there). */
export function playerTrack(entry: SetTrack | undefined): PlayerTrack | null {
  if (!entry) return null;
  return {
    title: entry.track_meta.title,
    artist: entry.track_meta.artist,
    href: `/tracks/${String(entry.track_meta_id)}`,
  };
}

/**
 * The seek bar's marks, in seconds: where each track starts (but the first, at 0), the moments
 * the listener liked, and the set's comments made at a moment.
 */
export function seekMarkers(
  set: SetDetail,
  likedMoments: readonly number[],
  comments: readonly Post[],
): SeekMarkers {
  return {
    boundaries: trackBoundaries(set).filter((seconds) => seconds > 0),
    likes: likedMoments.map((ms) => ({ at: ms / 1000, label: `You liked ${formatMoment(ms)}` })),
    comments: comments.flatMap((post) =>
      post.set_timestamp === null
        ? []
        : [
            {
              at: post.set_timestamp / 1000,
              label: `${post.author.username} at ${formatMoment(post.set_timestamp)}: ${post.text}`,
            },
          ],
    ),
  };
}

const sameEntry = (a: QueueEntry, b: QueueEntry) =>
  (Object.keys(a) as (keyof QueueEntry)[]).every((key) => a[key] === b[key]);

/**
 * A queue row: items before the current one count as played (spec.md section 4). A row that has
 * not changed since `previous` is the same object, so the queue's list renders again only the
 * rows a move or a removal changed (react-aria caches a collection's rows by item).
 */
export function queueEntries(
  items: readonly QueueItem[],
  currentIndex: number,
  previous: readonly QueueEntry[] = [],
): QueueEntry[] {
  const before = new Map(previous.map((entry) => [entry.id, entry]));
  return items.map((item, index) => {
    const entry: QueueEntry = {
      id: item.id,
      title: item.set_meta.set_name,
      artist: item.set_meta.artist,
      artUrl: mediaUrl(item.set_meta.art_url),
      href: `/sets/${String(item.set_meta_id)}`,
      isCurrent: item.is_current,
      isPlayed: currentIndex >= 0 && index < currentIndex,
    };
    const unchanged = before.get(item.id);
    return unchanged && sameEntry(unchanged, entry) ? unchanged : entry;
  });
}
