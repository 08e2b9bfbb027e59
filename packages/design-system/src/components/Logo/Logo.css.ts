import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

const markSize = createVar();

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

/** The wordmark's size and the mark's box grow together, so the two always line up. */
export const size = styleVariants({
  small: [typeStyles.body, { vars: { [markSize]: vars.size.icon } }],
  medium: [typeStyles.title, { vars: { [markSize]: vars.size.controlSmall } }],
  large: [typeStyles.heading, { vars: { [markSize]: vars.size.controlMedium } }],
});

export const mark = style({
  display: 'block',
  flexShrink: 0,
  width: markSize,
  height: markSize,
});

// The mark is a hole seen from above: rings that narrow and sink towards a lit core.
export const rim = style({ fill: 'none', stroke: vars.color.accent });
export const ring = style({
  fill: 'none',
  stroke: vars.color.text,
  opacity: vars.opacity.disabled,
});
export const core = style({ fill: vars.color.accent });

/** A second tone on "hole", so the wordmark reads as two words run together. */
export const tail = style({ color: vars.color.accent });
