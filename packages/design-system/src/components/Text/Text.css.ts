import { style, styleVariants } from '@vanilla-extract/css';
import { leadTypeStyle, typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

export const text = style({
  margin: 0,
  // Unbroken words (long set names, URLs) wrap instead of widening their column.
  overflowWrap: 'anywhere',
  // No single word stranded on a paragraph's last line.
  textWrap: 'pretty',
});

export const size = {
  caption: typeStyles.caption,
  small: typeStyles.small,
  body: typeStyles.body,
  large: typeStyles.title,
  lead: leadTypeStyle,
} as const;

export const tone = styleVariants({
  normal: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  accent: { color: vars.color.accent },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants(
  {
    regular: vars.fontWeight.regular,
    medium: vars.fontWeight.medium,
    semibold: vars.fontWeight.semibold,
    bold: vars.fontWeight.bold,
  },
  (fontWeight) => ({ fontWeight }),
);

const lines = (count: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: count,
    overflow: 'hidden',
  }) as const;

export const maxLines = {
  1: style({
    display: 'block',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  }),
  2: style(lines(2)),
  3: style(lines(3)),
} as const;

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});
