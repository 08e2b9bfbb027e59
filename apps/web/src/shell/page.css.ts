import { focusRing, vars } from '@rabbithole/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.type.heading.fontSize,
  lineHeight: vars.type.heading.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': focusRing,
  },
});
