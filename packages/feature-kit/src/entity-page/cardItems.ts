import type { Artist, Label } from '@rabbithole/api-contract';
import type { CardItem } from '@rabbithole/design-system';
import * as shelf from '../home/index.ts';

/** "12 Sets", "1 Set": what a card's second line says about an artist or a label. */
export function countLine(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * An artist as a tab's card: the home shelf's card (portrait, name, genres linking to the
 * filtered list) with how many sets it has played, which tells one artist of a label from another.
 */
export function artistCardItem(artist: Artist): CardItem {
  return { ...shelf.artistCardItem(artist), subtitle: countLine(artist.set_count, 'Set', 'Sets') };
}

/** A label as a tab's card: the home shelf's card with how many sets it has put out. */
export function labelCardItem(label: Label): CardItem {
  return { ...shelf.labelCardItem(label), subtitle: countLine(label.set_count, 'Set', 'Sets') };
}
