import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

// Tag.css's chip gives the shape; this adds the states of a link (RAC data attributes).
export const link = style({
  cursor: 'pointer',
  textDecorationLine: 'none',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': focusRing,
  },
});
