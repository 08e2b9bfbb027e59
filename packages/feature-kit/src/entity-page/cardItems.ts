import type { Artist, Label } from '@rabbithole/api-contract';
import { cardTagLimit, type CardItem } from '@rabbithole/design-system';
import { mediaUrl } from '../media.ts';

/** "12 Sets", "1 Set": what a card's second line says about an artist or a label. */
export function countLine(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** An artist as a card: portrait, name, how many sets, up to 2 of its genres. */
export function artistCardItem(artist: Artist): CardItem {
  return {
    id: artist.id,
    title: artist.name,
    subtitle: countLine(artist.set_count, 'Set', 'Sets'),
    href: `/artists/${artist.id}`,
    artUrl: mediaUrl(artist.art_url_sm ?? artist.art_url_xl),
    tags: artist.track_genres.slice(0, cardTagLimit),
  };
}

/** A label as a card: logo or art, name, how many sets, up to 2 of its genres. */
export function labelCardItem(label: Label): CardItem {
  return {
    id: label.id,
    title: label.name,
    subtitle: countLine(label.set_count, 'Set', 'Sets'),
    href: `/labels/${label.id}`,
    artUrl: mediaUrl(label.logo_url ?? label.art_url_sm ?? label.art_url_xl),
    tags: label.track_genres.slice(0, cardTagLimit),
  };
}
