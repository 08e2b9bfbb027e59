import { createElement, type ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export const visuallyHiddenElements = ['span', 'div', 'h2', 'h3'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export interface VisuallyHiddenProps {
  children: ReactNode;
  /**
   * `h2`/`h3` give a section a heading for screen-reader navigation without showing one.
   * @default 'span'
   */
  component?: VisuallyHiddenElement;
  id?: string;
}

/** Content for assistive technology only, e.g. a label that the layout already makes obvious. */
export function VisuallyHidden({ children, component = 'span', id }: VisuallyHiddenProps) {
  return createElement(component, { className: styles.visuallyHidden, id }, children);
}
