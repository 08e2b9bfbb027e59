import { Children, type ReactNode, type Ref } from 'react';
import type { CardShape } from '../Card/cardShape';
import { CardSkeleton } from '../CardSkeleton/CardSkeleton';
import { skeletonPulse } from '../Skeleton/Skeleton.css';
import * as styles from './CardGrid.css';

export interface CardGridProps {
  /** Accessible name of the list, e.g. "Sets". */
  'aria-label': string;
  /** The cards; each is wrapped in its own list item. */
  children?: ReactNode;
  /**
   * Placeholders appended after the cards. Their list items are hidden from assistive technology
   * so the announced item count stays the number of real cards.
   * @default 0
   */
  skeletonCount?: number;
  /**
   * The kind of card the placeholders stand for, so each is that card's exact size.
   * @default 'subtitled'
   */
  skeletonShape?: CardShape;
  /**
   * Marks the list as being updated (`aria-busy`); on by itself while skeletons show.
   * @default false
   */
  isBusy?: boolean;
  /**
   * `dense` adds a column from lg up, for a page that is one long list of cards.
   * @default 'regular'
   */
  density?: CardGridDensity;
  ref?: Ref<HTMLUListElement>;
}

export const cardGridDensities = ['regular', 'dense'] as const;
export type CardGridDensity = (typeof cardGridDensities)[number];

/** A responsive list of cards: 2 columns on phones up to 6 on wide screens. */
export function CardGrid({
  'aria-label': ariaLabel,
  children,
  skeletonCount = 0,
  skeletonShape = 'subtitled',
  isBusy = false,
  density = 'regular',
  ref,
}: CardGridProps) {
  const busy = isBusy || skeletonCount > 0;
  // A list of nothing but placeholders pulses as one; beside real cards each placeholder pulses.
  const onlySkeletons = skeletonCount > 0 && Children.toArray(children).length === 0;
  const className = [
    styles.grid,
    density === 'dense' && styles.dense,
    onlySkeletons && skeletonPulse,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ul ref={ref} className={className} aria-label={ariaLabel} aria-busy={busy || undefined}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
      {Array.from({ length: skeletonCount }, (_, index) => (
        <li key={`skeleton-${index}`} className={styles.item} aria-hidden="true">
          <CardSkeleton shape={skeletonShape} />
        </li>
      ))}
    </ul>
  );
}
