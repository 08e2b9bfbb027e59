/**
 * The filtered list a genre chip opens, e.g. `genreHref('/sets', 'Bass / Club')` →
 * `/sets?genre=Bass%20%2F%20Club`. The genre is encoded whole: several genre names contain
 * "&" and "/".
 */
export const genreHref = (listPath: string, genre: string): string =>
  `${listPath}?genre=${encodeURIComponent(genre)}`;
