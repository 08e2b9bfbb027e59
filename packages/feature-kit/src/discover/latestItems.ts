import type { SetSummary, Track } from '@rabbithole/api-contract';
import type { RowPreviewItem } from '@rabbithole/design-system';
import { formatDate } from '../dates.ts';

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/** A set in an expanded row: its name, then who played it and when it was recorded. */
export function latestSetItem(set: SetSummary): RowPreviewItem {
  return {
    id: set.id,
    title: set.set_name,
    href: `/sets/${set.id}`,
    subtitle: joined(set.artist, formatDate(set.release_date)),
  };
}

/** A track in an expanded row: artist - title, then its release date. */
export function latestTrackItem(track: Track): RowPreviewItem {
  const date = formatDate(track.release_date);
  return {
    id: track.id,
    title: `${track.artist} - ${track.title}`,
    href: `/tracks/${track.id}`,
    ...(date === null ? {} : { subtitle: date }),
  };
}
