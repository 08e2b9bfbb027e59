import type { ReactNode, Ref } from 'react';
import { mapResponsiveValue } from '../../theme/responsive';
import type { ResponsiveValue, Sprinkles } from '../../theme/sprinkles.css';
import type { Space } from '../../tokens';
import { Box } from '../Box/Box';
import * as styles from './Stack.css';

export const stackDirections = ['column', 'row'] as const;
export type StackDirection = (typeof stackDirections)[number];

/** Cross-axis alignment of the children. */
export const stackAlignments = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export type StackAlign = (typeof stackAlignments)[number];

/** Main-axis distribution of the children. */
export const stackJustifications = ['start', 'center', 'end', 'spaceBetween'] as const;
export type StackJustify = (typeof stackJustifications)[number];

export const stackElements = ['div', 'section', 'header', 'footer', 'nav', 'ul', 'ol'] as const;
export type StackElement = (typeof stackElements)[number];

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<StackAlign, Sprinkles['alignItems'] & string>;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const satisfies Record<StackJustify, Sprinkles['justifyContent'] & string>;

export interface StackProps {
  children?: ReactNode;
  /**
   * The gap between children, a step of the spacing scale; may differ per breakpoint.
   * @default 'medium'
   */
  space?: ResponsiveValue<Space>;
  /**
   * `column` stacks children vertically, `row` lines them up; e.g. `{ xs: 'column', md: 'row' }`.
   * @default 'column'
   */
  direction?: ResponsiveValue<StackDirection>;
  /**
   * Cross-axis alignment (horizontal in a column, vertical in a row).
   * @default 'stretch'
   */
  align?: ResponsiveValue<StackAlign>;
  /**
   * Main-axis distribution.
   * @default 'start'
   */
  justify?: ResponsiveValue<StackJustify>;
  /**
   * Let children wrap onto further lines (a row of chips).
   * @default false
   */
  wrap?: boolean;
  /** @default 'div' */
  component?: StackElement;
  /** A class from the calling component's own `.css.ts`, for what the props cannot express. */
  className?: string;
  'aria-label'?: string;
  ref?: Ref<HTMLElement>;
}

/** Children spaced evenly along one axis, which may switch per breakpoint (Braid's Stack/Inline). */
export function Stack({
  children,
  space = 'medium',
  direction = 'column',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  component = 'div',
  className,
  'aria-label': ariaLabel,
  ref,
}: StackProps) {
  return (
    <Box
      ref={ref}
      component={component}
      className={[styles.stack, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
      display="flex"
      flexDirection={direction}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
      justifyContent={mapResponsiveValue(justify, (value) => justifyContent[value])}
    >
      {children}
    </Box>
  );
}
