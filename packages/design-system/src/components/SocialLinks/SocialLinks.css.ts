import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});
