import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minWidth: '160px',
  minHeight: '48px',
  paddingInline: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.01em',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color, transform',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.surfaceHover,
      borderColor: vars.color.accent,
    },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-focus-visible]': focusRing,
    // Pending keeps focus (RAC leaves it focusable) but looks inert.
    '&[data-pending]': {
      cursor: 'progress',
      backgroundColor: vars.color.surface,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});
