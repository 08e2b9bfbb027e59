import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { stretched } from '../Link/Link.css';
import { cardRowCount, cardRows } from './cardShape';

// Below this a card is a phone's two-column card (156–175 px).
const narrowCard = '180px';

// RAC's hover/press attributes live on the link; :has() lets the whole card react to them.
const hovered = `:has(${stretched}[data-hovered])`;
const pressed = `:has(${stretched}[data-pressed])`;

// The title link stretches over the card through its ::after, and everything else sits beneath
// it; the controls of a card (Play, genre links) go above it (a button or a link may not be
// nested inside an <a>).
// Its rows are its parent's when that is a card list (subgrid lines up the lines of a row of
// cards); on its own the subgrid value falls back to plain auto rows.
export const card = style({
  position: 'relative',
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridRow: `span ${cardRowCount}`,
  rowGap: 0,
  alignContent: 'start',
  minWidth: 0,
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
// Padding (a percentage of the width) makes the square: an aspect-ratio box with hidden
// overflow gets no height from a grid row sized by its content.
/**
 * The art's height as a share of its width: square unless a grid says otherwise (a full page of
 * cards on a wide screen crops to 4:3, so two rows fit above the fold).
 */
export const artHeightShare = createVar();

export const art = style({
  gridRow: cardRows.art,
  position: 'relative',
  height: 0,
  paddingBlockEnd: fallbackVar(artHeightShare, '100%'),
  overflow: 'hidden',
  backgroundColor: vars.color.skeleton,
});

export const image = style({
  position: 'absolute',
  inset: 0,
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

const line = { minWidth: 0, paddingInline: vars.space.small } as const;

// A title of one line keeps the room of two, so cards (and their placeholders) are one height.
export const title = style({
  ...line,
  gridRow: cardRows.title,
  paddingBlockStart: vars.space.small,
  minHeight: `calc(${vars.space.small} + 2 * ${vars.type.body.lineHeight})`,
});

export const subtitle = style({
  ...line,
  gridRow: cardRows.subtitle,
  paddingBlockStart: vars.space.xsmall,
});

const factLine = {
  ...line,
  paddingBlockStart: vars.space.xsmall,
  minHeight: `calc(${vars.space.xsmall} + ${vars.type.caption.lineHeight})`,
} as const;

export const curator = style({ ...factLine, gridRow: cardRows.curator });
export const facts = style({
  ...factLine,
  gridRow: cardRows.facts,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const identified = style({ ...factLine, gridRow: cardRows.identified });

export const tags = style({
  ...line,
  gridRow: cardRows.tags,
  paddingBlockStart: vars.space.small,
  minHeight: `calc(${vars.space.small} + ${vars.type.caption.lineHeight} + 2 * ${vars.space.xxsmall})`,
});

export const end = style({ gridRow: cardRows.end, minHeight: vars.space.medium });

// One row of chips, never two: a chip that wraps is hidden by CardTags (and inert), so the tags
// never need a second row and the first genre gets the whole width for its name.
export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  height: `calc(${vars.type.caption.lineHeight} + 2 * ${vars.space.xxsmall})`,
  minWidth: 0,
  // The wrapped chips must not make the card scrollable or taller; the margin leaves room for
  // a chip's focus ring.
  overflow: 'clip',
  overflowClipMargin: `calc(2 * ${vars.size.focusRing})`,
});

export const tagItem = style({
  display: 'flex',
  maxWidth: '100%',
  minWidth: 0,
  // Above the stretched title link, so a genre link gets its own clicks.
  position: 'relative',
  zIndex: 1,
  selectors: { '&[data-overflow]': { visibility: 'hidden' } },
});

export const tag = style({
  display: 'block',
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

// On a phone's narrow card the curator's name needs the whole line: "Curator:" gives way to a
// glyph one letter wide, so the name still reads as a curator's and not as one more artist.
// The word is still read out, and shown in the tooltip.
export const curatorLabel = style({
  '@container': {
    [`(max-width: ${narrowCard})`]: {
      position: 'absolute',
      width: vars.size.hairline,
      height: vars.size.hairline,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const curatorIcon = style({
  display: 'none',
  width: '1.1em',
  height: '1.1em',
  verticalAlign: '-0.2em',
  '@container': {
    [`(max-width: ${narrowCard})`]: { display: 'inline-block' },
  },
});
