import { createElement, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Box.css';

/** Elements a Box may render; landmarks and lists included, so layout never costs semantics. */
export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps extends Sprinkles {
  children?: ReactNode;
  /**
   * The element to render. Margins, paddings and list bullets are reset; spacing comes from the
   * sprinkles props.
   * @default 'div'
   */
  component?: BoxElement;
  /** A class from the calling component's own `.css.ts`, for what sprinkles cannot express. */
  className?: string;
  id?: string;
  /** `-1` makes a landmark a target for programmatic focus (a skip link's destination). */
  tabIndex?: -1 | 0;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive: an element whose spacing, flex and colour props are theme-bound atomic
 * classes (sprinkles), with responsive values keyed by the spec's breakpoints, e.g.
 * `paddingX={{ xs: 'medium', sm: 'xlarge' }}`.
 */
export function Box({
  children,
  component = 'div',
  className,
  id,
  tabIndex,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ref,
  ...atoms
}: BoxProps) {
  const classes = [styles.box, sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(
    component,
    {
      ref,
      className: classes,
      id,
      tabIndex,
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy,
    },
    children,
  );
}
