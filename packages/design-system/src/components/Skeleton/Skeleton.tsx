import type { ArtShape, ArtSize } from '../Art/Art';
import * as styles from './Skeleton.css';

export const skeletonTextSizes = ['caption', 'small', 'body', 'title', 'heading'] as const;
export type SkeletonTextSize = (typeof skeletonTextSizes)[number];

export interface SkeletonProps {
  /**
   * Stand in for `<Art size={art} />`: the same box, so nothing moves when the image arrives.
   * Use alone (with `shape`); not with `text`, `width` or `height`.
   */
  art?: ArtSize;
  /** With `art`: `circle` for a portrait. @default 'square' */
  shape?: ArtShape;
  /**
   * Stand in for lines of text of this type size: each line is exactly one line-height tall,
   * with a bar of the font's size inside it.
   */
  text?: SkeletonTextSize;
  /**
   * With `text`: how many lines; the last one is shorter, as paragraphs end.
   * @default 1
   */
  lines?: number;
  /**
   * Width as a CSS length (a theme value such as `vars.size.controlMinWidth`, or a percentage).
   * @default '100%'
   */
  width?: string;
  /** Height as a CSS length, for a block (a button, a row); not with `text`. */
  height?: string;
  /**
   * Corner radius of a block.
   * @default 'medium'
   */
  radius?: 'small' | 'medium' | 'large' | 'full';
}

function assertProps({ art, text, height, width }: SkeletonProps) {
  if (art && (text || height || width)) {
    throw new Error('Skeleton: `art` sets its own size; leave out `text`, `width` and `height`.');
  }
  if (text && height) {
    throw new Error('Skeleton: `text` lines are one line-height tall; leave out `height`.');
  }
  if (!art && !text && !height) {
    throw new Error('Skeleton: give `art`, `text` or a `height`, so the block has a size.');
  }
}

/**
 * A pulsing placeholder of exactly the size of what replaces it: an art box, lines of text, or a
 * block of given size. Hidden from assistive technology: the region around it carries
 * `aria-busy` instead. Inside a placeholder that pulses already (a CardSkeleton, a header's) it
 * stays still and fades with it. Still under prefers-reduced-motion.
 */
export function Skeleton(props: SkeletonProps) {
  if (import.meta.env.DEV) assertProps(props);
  const { art, shape = 'square', text, lines = 1, width, height, radius = 'medium' } = props;

  if (art) return <span className={styles.art({ size: art, shape })} aria-hidden="true" />;

  if (text) {
    return (
      <span className={styles.textBlock} style={{ width }} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span key={index} className={styles.textLine[text]}>
            <span
              className={
                index === lines - 1 && lines > 1
                  ? `${styles.textBar[text]} ${styles.lastBar}`
                  : styles.textBar[text]
              }
            />
          </span>
        ))}
      </span>
    );
  }

  return (
    <span
      className={`${styles.block} ${styles.radius[radius]}`}
      // Truly dynamic: the size of whatever this block stands in for.
      style={{ width: width ?? '100%', height }}
      aria-hidden="true"
    />
  );
}
