import { useState } from 'react';
import { defaultArt } from '../private/defaultArt';
import * as styles from './Art.css';

/**
 * Art sizes: fixed squares from a row thumbnail (`xsmall`, 40) to a header (`xlarge`, 240);
 * `header` (a detail page's) is 96 on phones, 160 from sm and 240 from md; `fill` takes its container's width.
 */
export const artSizes = ['xsmall', 'small', 'medium', 'large', 'xlarge', 'header', 'fill'] as const;
export type ArtSize = (typeof artSizes)[number];

export const artShapes = ['square', 'circle'] as const;
export type ArtShape = (typeof artShapes)[number];

export interface ArtProps {
  /** Image URL. Missing, null, or failing to load shows the designed default artwork. */
  src?: string | null;
  /**
   * Text alternative. Empty by default: art sits beside the name it belongs to, so describing
   * it would only repeat that name.
   * @default ''
   */
  alt?: string;
  /** @default 'medium' */
  size?: ArtSize;
  /**
   * `circle` for people (artists, users), `square` for covers and logos.
   * @default 'square'
   */
  shape?: ArtShape;
  /**
   * The largest image above the fold (a detail page's header): load it at once and first,
   * instead of lazily.
   * @default false
   */
  isPriority?: boolean;
}

// Intrinsic size for the <img> attributes: only the ratio matters to the browser's layout.
const intrinsic = 320;

/**
 * Cover art, a logo or a portrait in a square (or circle) that keeps its size before the image
 * arrives, with a designed fallback. It never prints a title over the image.
 */
export function Art({
  src = null,
  alt = '',
  size = 'medium',
  shape = 'square',
  isPriority = false,
}: ArtProps) {
  // Remember which URL failed rather than a boolean, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : defaultArt;
  return (
    <span className={styles.frame({ size, shape })}>
      <img
        className={styles.image}
        src={shown}
        alt={alt}
        width={intrinsic}
        height={intrinsic}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={isPriority ? 'high' : undefined}
        onError={() => {
          if (src) setFailedSrc(src);
        }}
      />
    </span>
  );
}
