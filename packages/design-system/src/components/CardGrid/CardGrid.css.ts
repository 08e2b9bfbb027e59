import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: columns(2),
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: columns(3), gap: vars.space.medium },
    [mediaUp('md')]: { gridTemplateColumns: columns(4) },
    [mediaUp('lg')]: { gridTemplateColumns: columns(5), gap: vars.space.large },
    [mediaUp('xl')]: { gridTemplateColumns: columns(6) },
  },
});

export const item = style({ minWidth: 0 });

// A full page of cards (a discover list): one more column from lg up, so two whole rows fit
// under the top bar and page header at 1440 × 900.
export const dense = style({
  '@media': {
    [mediaUp('lg')]: { gridTemplateColumns: columns(6) },
    [mediaUp('xl')]: { gridTemplateColumns: columns(7) },
  },
});
