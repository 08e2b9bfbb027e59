import type { SetSummary } from '@rabbithole/api-contract';
import { cardTagLimit, type CardItem } from '@rabbithole/design-system';
import { mediaUrl } from '../media.ts';

/** The set's own genre leads, then its tracks' genres, each genre once. */
export function setTags(set: Pick<SetSummary, 'genre' | 'track_genres'>): string[] {
  const genres = set.genre ? [set.genre, ...set.track_genres] : set.track_genres;
  return [...new Set(genres)].slice(0, cardTagLimit);
}

export function setCardItem(set: SetSummary): CardItem {
  return {
    id: set.id,
    title: set.set_name,
    subtitle: set.artist,
    href: `/sets/${set.id}`,
    artUrl: mediaUrl(set.art_url),
    tags: setTags(set),
  };
}
