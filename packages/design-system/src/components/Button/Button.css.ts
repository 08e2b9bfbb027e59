import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

// States come from react-aria's data attributes, not :hover/:active/:focus-visible: they behave
// the same for mouse, touch and keyboard (no sticky hover after a tap, press on Enter and Space).
const hovered = '&[data-hovered]:not([data-pending])';
const pressed = '&[data-pressed]:not([data-pending])';

const iconBox = { minWidth: 0, paddingInline: 0 } as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    flexShrink: 0,
    margin: 0,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.full,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: vars.letterSpacing.wide,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.duration.shortest,
    transitionTimingFunction: vars.easing.standard,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      [pressed]: { transform: 'scale(0.97)' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
      // Pending keeps focus (react-aria leaves it focusable) but looks busy and ignores presses.
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          [hovered]: { backgroundColor: vars.color.accentHover },
          [pressed]: { backgroundColor: vars.color.accentPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: {
          [hovered]: { backgroundColor: vars.color.surfaceHover, borderColor: vars.color.accent },
          '&[data-pending]': {
            backgroundColor: vars.color.surface,
            borderColor: vars.color.border,
            color: vars.color.textMuted,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [hovered]: { backgroundColor: vars.color.surfaceHover } },
      },
      icon: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [hovered]: { backgroundColor: vars.color.surfaceHover } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onAccent,
        selectors: { [hovered]: { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      small: [
        typeStyles.small,
        { minHeight: vars.size.controlSmall, paddingInline: vars.space.medium },
      ],
      medium: [
        typeStyles.body,
        { minHeight: vars.size.controlMedium, paddingInline: vars.space.large },
      ],
      // The list's main action: a 48px touch target that a short label cannot shrink.
      large: [
        typeStyles.body,
        {
          minHeight: vars.size.controlLarge,
          minWidth: vars.size.controlMinWidth,
          paddingInline: vars.space.large,
        },
      ],
    },
  },
  // An icon button is a circle as wide as it is high, whatever its size.
  compoundVariants: [
    {
      variants: { variant: 'icon', size: 'small' },
      style: [iconBox, { width: vars.size.controlSmall }],
    },
    {
      variants: { variant: 'icon', size: 'medium' },
      style: [iconBox, { width: vars.size.controlMedium }],
    },
    {
      variants: { variant: 'icon', size: 'large' },
      style: [iconBox, { width: vars.size.controlLarge }],
    },
  ],
  defaultVariants: { variant: 'primary', size: 'medium' },
});

/** The glyph of an icon button: sized by the button, drawn in its text colour. */
export const icon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});
