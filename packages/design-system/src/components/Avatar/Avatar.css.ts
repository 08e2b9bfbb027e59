import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const circle = (side: string, type: { fontSize: string; lineHeight: string }) => ({
  width: side,
  height: side,
  fontSize: type.fontSize,
  lineHeight: type.lineHeight,
});

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.chip,
    color: vars.color.chipText,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: circle(vars.size.artXsmall, vars.type.small),
      medium: circle(vars.size.artSmall, vars.type.body),
      large: circle(vars.size.artMedium, vars.type.heading),
    },
  },
  defaultVariants: { size: 'small' },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
