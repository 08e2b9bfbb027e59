import { vars } from '../../theme/vars.css';
import { Skeleton } from '../Skeleton/Skeleton';
import { skeletonPulse } from '../Skeleton/Skeleton.css';
import type { EntityKind } from './EntityHeader';
import * as styles from './EntityHeader.css';

export interface EntityHeaderSkeletonProps {
  /** The kind of header coming: an artist's art is a circle. */
  kind: EntityKind;
}

/**
 * The header's frame while its entity loads: the same grid, an art box of the exact header
 * size, and lines of the real line-heights (eyebrow, title, byline, a row of facts, the action
 * buttons), so the page below barely moves when the data arrives. Hidden from assistive
 * technology: the page marks itself `aria-busy`.
 */
export function EntityHeaderSkeleton({ kind }: EntityHeaderSkeletonProps) {
  return (
    <div className={`${styles.header} ${skeletonPulse}`} aria-hidden="true">
      <div className={styles.art}>
        <Skeleton art="header" shape={kind === 'artist' ? 'circle' : 'square'} />
      </div>
      <div className={styles.main}>
        <Skeleton text="caption" width={vars.size.artXsmall} />
        <Skeleton text="heading" width="70%" />
        <Skeleton text="title" width="40%" />
      </div>
      <div className={styles.more}>
        <Skeleton text="small" lines={2} width={vars.size.searchWidth} />
        <Skeleton
          width={vars.size.controlMinWidth}
          height={vars.size.controlMedium}
          radius="full"
        />
      </div>
    </div>
  );
}
