import { createElement, type ReactNode, type Ref } from 'react';
import * as styles from './Text.css';

export const textSizes = ['caption', 'small', 'body', 'large', 'lead'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ['normal', 'muted', 'accent', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

/** Line counts a Text may be clamped to; one line ends in an ellipsis. */
export const textMaxLines = [1, 2, 3] as const;
export type TextMaxLines = (typeof textMaxLines)[number];

export const textAlignments = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof textAlignments)[number];

export const textElements = ['p', 'span', 'div'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps {
  children: ReactNode;
  /**
   * A step of the type scale: `caption` for chips and fine print, `small` for secondary lines
   * in dense lists, `body` for reading, `large` for emphasis, `lead` for the paragraph under a
   * page title (body on phones, large from md).
   * @default 'body'
   */
  size?: TextSize;
  /**
   * `muted` for secondary information; `inherit` takes the colour of the surrounding link or
   * control.
   * @default 'normal'
   */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /**
   * Clamp to this many lines. The full text stays in the DOM, so it is still read out and found.
   * @default undefined (no clamp)
   */
  maxLines?: TextMaxLines;
  /** @default 'start' */
  align?: TextAlign;
  /** @default 'p' */
  component?: TextElement;
  id?: string;
  /** A native tooltip, e.g. the whole of a clamped title. */
  title?: string;
  ref?: Ref<HTMLElement>;
}

/** Body copy on the type scale (Braid's Text): every size, tone and weight is a token. */
export function Text({
  children,
  size = 'body',
  tone = 'normal',
  weight = 'regular',
  maxLines,
  align = 'start',
  component = 'p',
  id,
  title,
  ref,
}: TextProps) {
  const className = [
    styles.text,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    styles.align[align],
    maxLines && styles.maxLines[maxLines],
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(component, { ref, className, id, title }, children);
}
