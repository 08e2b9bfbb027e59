import type { SetSummary } from '@rabbithole/api-contract';
import { cardTagLimit, type CardItem } from '@rabbithole/design-system';
import { formatDate } from '../dates.ts';
import { mediaUrl } from '../media.ts';

/** The set's own genre leads, then its tracks' genres, each genre once. */
export function setTags(set: Pick<SetSummary, 'genre' | 'track_genres'>): string[] {
  const genres = set.genre ? [set.genre, ...set.track_genres] : set.track_genres;
  return [...new Set(genres)].slice(0, cardTagLimit);
}

/**
 * A set as a card: what a listener picks a set by (artists, curator, length, recorded date,
 * likes, identified tracks) and its genres as links to the filtered Discover Sets.
 */
export function setCardItem(set: SetSummary): CardItem {
  return {
    id: set.id,
    title: set.set_name,
    subtitle: set.artist,
    href: `/sets/${set.id}`,
    artUrl: mediaUrl(set.art_url),
    tags: setTags(set),
    genreList: '/sets',
    set: {
      // The first sponsor is the set's curator, as the set page's Curator link shows it.
      curator: set.set_sponsors[0]?.sponsor ?? null,
      durationMs: set.duration,
      recordedDate: formatDate(set.release_date),
      identified: { confirmed: set.track_confirmed_count, total: set.track_count },
      likes: set.likes,
    },
  };
}
