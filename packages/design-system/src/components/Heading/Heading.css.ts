import { style, styleVariants } from '@vanilla-extract/css';
import { headingTypeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

export const heading = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  // Balanced lines: a two-line title breaks near the middle, not one word on the second line.
  textWrap: 'balance',
});

export const size = headingTypeStyles;

export const tone = styleVariants({
  normal: { color: vars.color.text },
  accent: { color: vars.color.accent },
});
