import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

export const lead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const position = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  height: vars.size.icon,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.chip,
  color: vars.color.chipText,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

// The box holds its square before the image arrives, so lazy art never shifts a row.
export const art = style({
  flexShrink: 0,
  display: 'block',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.small,
  objectFit: 'cover',
  backgroundColor: vars.color.skeleton,
});

/** The art with the row's Play over it. */
export const artFrame = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

// Over the art, seen while the row is hovered or the button focused; always where nothing
// hovers (touch), since a tap has no hover to reveal it first.
export const rowPlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.artScrim,
  color: vars.color.text,
  cursor: 'pointer',
  opacity: 0,
  outline: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.shortest,
  selectors: {
    'tr:hover &, [data-hovered] &, &[data-hovered], &[data-focus-visible]': { opacity: 1 },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(hover: none)': { opacity: 1 } },
});

export const rowPlayGlyph = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});

export const mixCredit = style({ color: vars.color.textMuted });

const bounce = keyframes({
  '0%, 100%': { transform: 'scaleY(0.35)' },
  '50%': { transform: 'scaleY(1)' },
});

export const nowPlaying = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  height: vars.type.small.fontSize,
  color: vars.color.accent,
});

export const nowPlayingBar = style({
  width: vars.space.xsmall,
  height: '100%',
  backgroundColor: 'currentColor',
  transformOrigin: 'bottom',
  animation: `${bounce} ${vars.loop.spin} ${vars.easing.standard} infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: `calc(-1 * ${vars.loop.spin} / 3)` },
    '&:nth-child(3)': { animationDelay: `calc(-2 * ${vars.loop.spin} / 3)` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scaleY(0.7)' },
  },
});

/** A row toggle's height: its padding around one caption line (the glyph is no taller). */
export const likeHeight = `calc(2 * ${vars.space.xxsmall} + ${vars.type.caption.lineHeight})`;

/** A row's like and, for an ID, watch toggles: small pills side by side. */
export const rowToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
});

export const likeReadOnly = style({ cursor: 'default' });

/** The Likes cell of an ID row: its watch star before its like. */
export const rowActions = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  // The title and artist links are 20 px lines: 4 px apart, their centres are the 24 px a touch
  // target needs (WCAG 2.5.8, axe's target-size).
  gap: vars.space.xsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A placeholder's text column takes the card's width, as the text would. */
export const cardTextSkeleton = style([cardText, { flexGrow: 1 }]);
