import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The chip shape shared by Tag (a label) and GenreChip (a link). */
export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    minWidth: 0,
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: {
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.small,
        fontSize: vars.type.caption.fontSize,
        lineHeight: vars.type.caption.lineHeight,
      },
      medium: {
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.medium,
        fontSize: vars.type.small.fontSize,
        lineHeight: vars.type.small.lineHeight,
      },
    },
    tone: {
      neutral: { backgroundColor: vars.color.chip, color: vars.color.chipText },
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
    },
  },
  defaultVariants: { size: 'small', tone: 'neutral' },
});

// A long genre ("Breaks / Breakbeat / UK Bass") ends in an ellipsis rather than widening a card.
export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  height: '1em',
});
