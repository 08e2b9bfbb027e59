import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.badge,
    height: vars.size.badge,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.type.caption.fontSize,
    lineHeight: vars.type.caption.lineHeight,
    fontWeight: vars.fontWeight.semibold,
    // Digits of equal width, so a count ticking up does not jiggle its neighbours.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      neutral: { backgroundColor: vars.color.chip, color: vars.color.chipText },
    },
  },
  defaultVariants: { tone: 'accent' },
});
