import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

/** The trigger: a round avatar, its initial on the accent when there is no picture. */
export const trigger = style([
  typeStyles.body,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlMedium,
    height: vars.size.controlMedium,
    padding: 0,
    overflow: 'hidden',
    borderWidth: vars.size.focusRing,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent,
    color: vars.color.onAccent,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'border-color, transform',
    transitionDuration: vars.duration.shortest,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&[data-hovered], &[data-pressed]': { borderColor: vars.color.text },
      '&[data-pressed]': { transform: 'scale(0.95)' },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const avatar = style({ width: '100%', height: '100%', objectFit: 'cover' });

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.distance.lift}))` },
});

export const popover = style({
  minWidth: vars.size.controlMinWidth,
  // A long username wraps in the header rather than pushing the menu off a phone's screen.
  maxWidth: vars.size.drawerWidth,
  padding: vars.space.xsmall,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.cardHover,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${appear} ${vars.duration.shortest} ${vars.easing.decelerate}`,
    },
  },
});

/** The signed-in name over the items, so the menu says whose account it is. */
export const header = style([
  typeStyles.caption,
  {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
  },
]);

export const menu = style({ outline: 'none' });

export const item = style([
  typeStyles.small,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.controlMedium,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.small,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    textDecorationLine: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[data-pressed]': { color: vars.color.accent },
    },
  },
]);

export const separator = style({
  height: vars.borderWidth.thin,
  marginBlock: vars.space.xsmall,
  backgroundColor: vars.color.border,
});
