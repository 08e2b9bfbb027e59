import { GENRES, type Genre } from '@rabbithole/api-contract';

export { GENRES, type Genre };

/** Narrows free text (a `?genre=` value, say) to one of the genres the API accepts. */
export function isGenre(value: unknown): value is Genre {
  return typeof value === 'string' && (GENRES as readonly string[]).includes(value);
}
