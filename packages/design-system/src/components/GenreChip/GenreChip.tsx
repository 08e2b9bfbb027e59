import { Link as AriaLink } from 'react-aria-components';
import * as tagStyles from '../Tag/Tag.css';
import { genreHref } from './genreHref';
import * as styles from './GenreChip.css';

export const genreChipLists = ['/sets', '/tracks', '/artists', '/labels'] as const;
export type GenreChipList = (typeof genreChipLists)[number];

export interface GenreChipProps {
  /** One of the 20 genres of spec.md section 9, as the API spells it. */
  genre: string;
  /**
   * The discover list the chip opens, filtered by the genre (`/sets?genre=Techno`).
   * @default '/sets'
   */
  list?: GenreChipList;
  /**
   * Prefix the label with "#" (the track page's `#genre` chip of spec.md section 2). The
   * accessible name stays the plain genre.
   * @default false
   */
  hash?: boolean;
  /**
   * `small` on cards and rows, `medium` in page headers.
   * @default 'small'
   */
  size?: 'small' | 'medium';
}

/** A chip that links to a discover list filtered by its genre. */
export function GenreChip({ genre, list = '/sets', hash = false, size = 'small' }: GenreChipProps) {
  return (
    <AriaLink
      href={genreHref(list, genre)}
      className={`${tagStyles.chip({ size })} ${styles.link}`}
    >
      {/* The "#" is hidden from assistive technology, so the name is the genre alone; the
          title shows a clipped name whole. */}
      <span className={tagStyles.label} title={genre}>
        {hash && <span aria-hidden="true">#</span>}
        {genre}
      </span>
    </AriaLink>
  );
}
