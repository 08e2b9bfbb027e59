import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.large,
  },
  selectors: {
    '&[data-focus-visible]::after': {
      ...focusRing,
      // Inset: the ring is drawn on the card's stretched hit area, which the grid clips.
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

// RAC's hover/press attributes live on the link; :has() lets the whole card react to them.
const hovered = `:has(${link}[data-hovered])`;
const pressed = `:has(${link}[data-pressed])`;

// The link stretches over the card through its ::after, and everything else sits beneath it;
// a follow toggle added later goes above it with a higher z-index (a button may not be nested
// inside an <a>).
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  transitionProperty: 'transform, box-shadow, background-color',
  transitionDuration: vars.duration.short,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`&${hovered}`]: {
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: vars.shadow.cardHover,
      transform: 'translateY(-2px)',
    },
    [`&${pressed}`]: { transform: 'scale(0.98)' },
  },
});

// The box reserves its square before the image arrives, so lazy loading never shifts layout.
export const art = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  backgroundColor: vars.color.skeleton,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.long,
  transitionTimingFunction: vars.easing.decelerate,
  selectors: {
    [`${card}${hovered} &`]: { transform: 'scale(1.04)' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  minWidth: 0,
});

export const title = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  // Unbroken words (long set names, URLs) wrap instead of widening the grid column.
  overflowWrap: 'anywhere',
  color: vars.color.text,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const subtitle = style({
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.xsmall,
  minWidth: 0,
});

export const tag = style({
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.chip,
  color: vars.color.chipText,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
  fontWeight: vars.fontWeight.medium,
});
