import { createVar, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { artHeightShare } from '../Card/Card.css';
import { cardRowCount } from '../Card/cardShape';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const gap = createVar();

/*
 * Each item spans the card's rows plus one more, the gap between rows of cards; the items share
 * the list's rows through subgrid, so the lines of a row of cards align whatever their titles.
 * grid-auto-rows repeats its track list (it takes no repeat()), one pattern per row of cards.
 */
const rowsOfOneCardRow = [...Array.from({ length: cardRowCount }, () => 'auto'), gap].join(' ');

export const grid = style({
  vars: { [gap]: vars.space.small },
  display: 'grid',
  gridTemplateColumns: columns(2),
  gridAutoRows: rowsOfOneCardRow,
  columnGap: gap,
  rowGap: 0,
  margin: 0,
  // The last row of cards needs no gap after it.
  marginBlockEnd: `calc(-1 * ${gap})`,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: columns(3), vars: { [gap]: vars.space.medium } },
    [mediaUp('md')]: { gridTemplateColumns: columns(4) },
    [mediaUp('lg')]: { gridTemplateColumns: columns(5), vars: { [gap]: vars.space.large } },
    [mediaUp('xl')]: { gridTemplateColumns: columns(6) },
  },
});

export const item = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridRow: `span ${cardRowCount + 1}`,
  minWidth: 0,
});

// A full page of cards (a discover list): from lg up, two more columns and art cropped to 4:3
// (the covers are abstract, centred), so two whole rows of set cards with all their facts fit
// under the top bar and page header at 1440 × 900.
export const dense = style({
  '@media': {
    [mediaUp('lg')]: { gridTemplateColumns: columns(7), vars: { [artHeightShare]: '75%' } },
    [mediaUp('xl')]: { gridTemplateColumns: columns(8) },
  },
});
