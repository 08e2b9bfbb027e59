import { createVar, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const cardWidth = createVar();

/*
 * A Card at its tallest: its square art, then the text block with a two-line title, the subtitle
 * and its two tags wrapped onto two rows (Card.tsx's paddings, gaps and line heights). Every card of a shelf and every
 * placeholder gets exactly this height, so nothing below moves when the list arrives, whatever
 * the titles.
 */
const cardTextHeight = [
  vars.space.small,
  `2 * ${vars.type.body.lineHeight}`,
  vars.space.xsmall,
  vars.type.small.lineHeight,
  vars.space.xsmall,
  vars.space.xsmall,
  `2 * (${vars.type.caption.lineHeight} + 2 * ${vars.space.xxsmall})`,
  vars.space.xsmall,
  vars.space.medium,
].join(' + ');
const itemHeight = `calc(${cardWidth} + ${cardTextHeight})`;

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

export const shelf = style([
  widths,
  {
    display: 'flex',
    gap: vars.space.medium,
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

export const shelfItem = style({
  flex: `0 0 ${cardWidth}`,
  width: cardWidth,
  height: itemHeight,
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
