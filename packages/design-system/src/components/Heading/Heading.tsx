import { createElement, type ReactNode, type Ref } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingTones = ['normal', 'accent'] as const;
export type HeadingTone = (typeof headingTones)[number];

export interface HeadingProps {
  children: ReactNode;
  /** The outline level: renders `h1` to `h4`. One `h1` per page. */
  level: HeadingLevel;
  /**
   * The visual size, when it must differ from the level (a section title styled smaller, or a
   * dialog's `h2` that looks like a page title). Sizes 1 and 2 step up from the md breakpoint.
   * @default level
   */
  size?: HeadingLevel;
  /** @default 'normal' */
  tone?: HeadingTone;
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/** A section heading on the type scale; the level decides the element, not the look. */
export function Heading({ children, level, size = level, tone = 'normal', id, ref }: HeadingProps) {
  const className = [styles.heading, styles.size[size], styles.tone[tone]].join(' ');
  return createElement(`h${level}`, { ref, className, id }, children);
}
