import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

// "Follow" is the call to action (accent fill); "Following" steps back to an outline, the way
// music apps show a settled state.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  height: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.accent}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: 'inherit',
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color, border-color, transform',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentHover },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-selected]': {
      backgroundColor: 'transparent',
      borderColor: vars.color.fieldBorder,
      color: vars.color.text,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.surfaceHover },
    // Read-only (nothing to press yet): dimmed, so "Follow" does not read as a call to action.
    '&[data-disabled]': { cursor: 'default', transform: 'none', opacity: vars.opacity.disabled },
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});
