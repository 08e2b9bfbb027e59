import type { ReactNode } from 'react';
import * as styles from './Tag.css';

export const tagSizes = ['small', 'medium'] as const;
export type TagSize = (typeof tagSizes)[number];

export interface TagProps {
  /** The label, e.g. a genre or "ID"; kept to one line with an ellipsis, full text as tooltip. */
  children: string;
  /**
   * `small` on cards and rows, `medium` in page headers.
   * @default 'small'
   */
  size?: TagSize;
  /**
   * `accent` marks a status worth noticing (an unreleased "ID"); `neutral` is for descriptive
   * labels such as genres.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'accent';
  /** Optional leading glyph (an `aria-hidden` SVG). */
  icon?: ReactNode;
}

/** A non-interactive label chip. For a chip that links to a filtered list, use GenreChip. */
export function Tag({ children, size = 'small', tone = 'neutral', icon }: TagProps) {
  return (
    <span className={styles.chip({ size, tone })} title={children}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
