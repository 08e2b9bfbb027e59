import type { ArtSize } from '../Art/Art';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SkeletonRows.css';

export interface SkeletonRowsProps {
  count: number;
  /** The art each row stands in for. */
  art: ArtSize;
  /** What is loading, for screen readers ("Loading the queue"). */
  label: string;
  /** The row's own spacing, where its list indents its rows. */
  rowClassName?: string;
}

/** Placeholder rows of a list of art beside two lines (the queue, the notifications). */
export function SkeletonRows({ count, art, label, rowClassName }: SkeletonRowsProps) {
  const className = rowClassName ? `${styles.row} ${rowClassName}` : styles.row;
  return (
    <>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={className} aria-hidden="true">
          <Skeleton art={art} />
          <div className={styles.text}>
            <Skeleton text="small" width="70%" />
            <Skeleton text="caption" width="40%" />
          </div>
        </div>
      ))}
    </>
  );
}
