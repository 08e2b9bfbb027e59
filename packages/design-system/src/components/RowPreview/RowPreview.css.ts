import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

// One column on phones, up to four side by side from sm: the 4 entries read as a strip.
export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  width: '100%',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
});

const block = style({ backgroundColor: vars.color.skeleton, borderRadius: vars.radius.small });

// Each line as tall as the text it stands in for, so entries arrive without a shift.
export const skeletonTitle = style([
  block,
  { height: vars.type.small.lineHeight, width: '80%', backgroundColor: vars.color.surfaceHover },
]);
export const skeletonSubtitle = style([
  block,
  { height: vars.type.caption.lineHeight, width: '50%', backgroundColor: vars.color.surfaceHover },
]);
