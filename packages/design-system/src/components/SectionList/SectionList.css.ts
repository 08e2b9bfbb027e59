import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { cardRowCount, cardShapes, cardTextHeight, type CardShape } from '../Card/cardShape';
import { skeletonPulse } from '../Skeleton/Skeleton.css';

const cardWidth = createVar();
const itemHeight = createVar();

// Room above the cards for their hover lift and focus ring, below them for a scrollbar; fixed,
// so a scrollbar coming or going changes nothing outside the shelf.
const shelfPaddingTop = vars.space.xsmall;
const shelfPaddingBottom = vars.space.medium;
const shelfHeight = `calc(${itemHeight} + ${shelfPaddingTop} + ${shelfPaddingBottom})`;

const widths = style({
  vars: { [cardWidth]: '156px' },
  '@media': {
    [mediaUp('sm')]: { vars: { [cardWidth]: '184px' } },
    [mediaUp('lg')]: { vars: { [cardWidth]: '200px' } },
  },
});

/*
 * A card of the shelf's kind at its tallest: its square art, then every line it can have at its
 * most lines (cardShape.ts). Every card of a shelf and every placeholder gets exactly this
 * height, so nothing below moves when the list arrives, whatever the titles; a shelf of artists
 * keeps no room for lines its cards never have.
 */
export const shelfHeights = styleVariants(
  Object.fromEntries(
    cardShapes.map((shape) => [
      shape,
      { vars: { [itemHeight]: `calc(${cardWidth} + ${cardTextHeight(shape)})` } },
    ]),
  ) as Record<CardShape, { vars: Record<string, string> }>,
);

// The cards share the shelf's rows (subgrid), so their lines align; the last row takes what
// the tallest card leaves over.
export const shelf = style([
  widths,
  {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: cardWidth,
    gridTemplateRows: `${Array.from({ length: cardRowCount - 1 }, () => 'auto').join(' ')} 1fr`,
    columnGap: vars.space.medium,
    rowGap: 0,
    height: shelfHeight,
    margin: 0,
    paddingBlockStart: shelfPaddingTop,
    paddingBlockEnd: shelfPaddingBottom,
    // Room at the ends for the first and last card's focus ring, inside the shelf's own width.
    paddingInline: vars.space.xsmall,
    listStyle: 'none',
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x proximity',
    scrollPaddingInline: vars.space.xsmall,
    scrollbarWidth: 'thin',
  },
]);

// A shelf of placeholders pulses as one: ten cards, one animation.
export const loadingShelf = style([shelf, skeletonPulse]);

export const shelfItem = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridRow: '1 / -1',
  minWidth: 0,
  scrollSnapAlign: 'start',
});

export const shelfEmpty = style([
  widths,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: shelfHeight,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  },
]);

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});
