import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { skeletonPulse } from '../Skeleton/Skeleton.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const comment = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  // A pasted link or an unbroken word must wrap rather than push the page sideways.
  overflowWrap: 'anywhere',
});

/** The viewer's own comment: a third column for its "more" menu. */
export const commentWithActions = style([
  comment,
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
]);

// A comment keeps the line breaks it was written with.
export const text = style({ whiteSpace: 'pre-line' });

/** The list of placeholders, pulsing as one. */
export const skeletonList = style([
  list,
  skeletonPulse,
  { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
]);

// Exactly a one-line comment: its padding, the author line, the gap and one line of text (taller
// than the avatar beside them).
export const skeleton = style({
  blockSize: `calc(${vars.space.medium} * 2 + ${vars.space.xsmall} + ${vars.type.body.lineHeight} * 2)`,
  borderRadius: vars.radius.medium,
  background: vars.color.skeleton,
});

export const empty = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
});
