import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';
import { iconBox, roundControl } from './roundControl';

export const toggle = style({
  ...roundControl(vars.size.controlMedium),
  position: 'relative',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  transitionProperty: 'background-color, color, transform',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { transform: 'scale(0.92)' },
    '&[data-selected]': { color: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'default' },
    '&[data-disabled][data-hovered]': { backgroundColor: 'transparent' },
  },
});

/** A toggle that opens a popover (the queue, the notifications), lit while it is open. */
export const popoverToggle = style([
  toggle,
  { selectors: { '&[aria-expanded="true"]': { color: vars.color.accent } } },
]);

export const icon = style(iconBox);

// The count sits on the icon's upper right corner, as on a notification bell.
export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xxsmall})`,
  left: `calc(50% + ${vars.space.xsmall})`,
  display: 'inline-flex',
  pointerEvents: 'none',
});
