import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

/** The "more" button: quiet until hovered, a circle as wide as a small control. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.surfaceHover,
      color: vars.color.text,
    },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const triggerIcon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.distance.lift}))` },
});

export const popover = style({
  minWidth: vars.size.controlMinWidth,
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
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

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
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    },
  },
]);

/** Delete reads as the destructive choice before it is even pressed. */
export const dangerItem = style([item, { color: vars.color.danger }]);

export const modal = style({
  width: '100%',
  maxWidth: vars.size.formWidth,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.cardHover,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  outline: 'none',
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});
