import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': { [mediaUp('md')]: { gap: vars.space.large } },
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': { [mediaUp('md')]: { gap: vars.space.large } },
});

// A username with no break opportunity wraps inside the heading, never widening the page.
export const name = style({ minWidth: 0, overflowWrap: 'anywhere' });

// The bio at reading width, keeping the line breaks it was written with.
export const bio = style({
  maxWidth: vars.size.measure,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
