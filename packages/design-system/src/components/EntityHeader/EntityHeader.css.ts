import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

// Phones: the art sits beside the title block and everything else runs full width beneath, so
// the tabs stay close to the top. From md the art takes its own column, as tall as the header.
export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"art main" "more more"',
  columnGap: vars.space.medium,
  rowGap: vars.space.medium,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [mediaUp('sm')]: { columnGap: vars.space.large },
    [mediaUp('md')]: {
      gridTemplateAreas: '"art main" "art more"',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space.xlarge,
    },
  },
});

export const art = style({ gridArea: 'art', display: 'flex' });

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  alignSelf: 'center',
  '@media': { [mediaUp('md')]: { alignSelf: 'end' } },
});

export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});

export const more = style({
  gridArea: 'more',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const detail = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const detailLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
});

export const detailValue = style({
  margin: 0,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const stats = style({
  ...resetList,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

export const statValue = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const genres = style({
  ...resetList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  minWidth: 0,
});

export const genre = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });

// A description keeps the line breaks it was written with.
export const description = style({ whiteSpace: 'pre-line' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
