import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { stretched } from '../Link/Link.css';

// RAC's hover/press attributes live on the link; :has() lets the whole card react to them.
const hovered = `:has(${stretched}[data-hovered])`;
const pressed = `:has(${stretched}[data-pressed])`;

// The title link stretches over the card through its ::after, and everything else sits beneath
// it; a follow toggle added later goes above it with a higher z-index (a button may not be nested
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
      transform: `translateY(calc(-1 * ${vars.distance.lift}))`,
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

// Tags wrap on narrow cards, so nothing is cut off on a phone. From lg up (a dense grid of six)
// they keep to one line, so cards in a row stay as tall as their neighbours: the first tag keeps
// its whole name and a second one gives way to an ellipsis (its title shows it whole).
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minWidth: 0,
  marginTop: vars.space.xsmall,
  '@media': { [mediaUp('lg')]: { flexWrap: 'nowrap' } },
});

export const tag = style({
  flexShrink: 1,
  // A squeezed second tag still shows a few letters and its ellipsis, never a sliver.
  minWidth: '5ch',
  selectors: {
    '&:first-child': { flexShrink: 0, minWidth: 0 },
    // Beside a second tag, the first leaves it room rather than pushing it out of the card.
    '&:first-child:not(:last-child)': { maxWidth: '70%' },
  },
  maxWidth: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.chip,
  color: vars.color.chipText,
});
