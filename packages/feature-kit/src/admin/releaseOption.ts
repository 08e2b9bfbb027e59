import type { Track } from '@rabbithole/api-contract';
import type { ReleaseOption } from '@rabbithole/design-system';
import { formatDate } from '../dates.ts';
import { trackHeading } from '../track/index.ts';

/**
 * An ID as the ID search lists it: where it was found, when it was first heard, and its track id,
 * since IDs are mostly titled "ID" and one artist's can share a set (the CLI takes the id too).
 */
export function idOption(track: Track): ReleaseOption {
  const firstHeard = formatDate(track.first_heard_date ?? track.set_meta?.release_date);
  return {
    id: track.id,
    title: track.title,
    artist: track.artist,
    details: [
      ...(track.set_meta ? [`Found in ${track.set_meta.set_name}`] : []),
      ...(firstHeard ? [`First heard ${firstHeard}`] : []),
      `Track ${track.id}`,
    ],
  };
}

/**
 * A released track as the track search lists it: its title with its mix (an original and its
 * remixes share a title), its label and release day.
 */
export function trackOption(track: Track): ReleaseOption {
  const released = formatDate(track.release_date);
  return {
    id: track.id,
    title: trackHeading(track),
    artist: track.artist,
    details: [...(track.label_name ? [track.label_name] : []), ...(released ? [released] : [])],
  };
}
