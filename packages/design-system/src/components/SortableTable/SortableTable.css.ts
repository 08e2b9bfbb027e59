import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { hideBelowBreakpoints, type HideBelow } from './sort';

// SortableTable renders only the layout the screen shows (useMediaQuery); these rules agree with
// it at every width.
export const table = style({
  display: 'none',
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [mediaUp('sm')]: { display: 'table' } },
});

export const cardList = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [mediaUp('sm')]: { display: 'none' } },
});

const breakpointsByName = Object.fromEntries(
  hideBelowBreakpoints.map((name) => [name, name]),
) as Record<HideBelow, HideBelow>;

export const hideBelow = styleVariants(breakpointsByName, (name) => ({
  display: 'none',
  '@media': { [mediaUp(name)]: { display: 'table-cell' } },
}));

export const headerCell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const sortedButton = style({ color: vars.color.text });

export const sortGlyph = style({ color: vars.color.accent });

export const row = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.shortest,
  selectors: { '&:hover': { backgroundColor: vars.color.surface } },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  verticalAlign: 'middle',
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  color: vars.color.text,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
});

export const expansionCell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surface,
});

export const card = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const cardFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

export const cardFact = style({ display: 'flex', gap: vars.space.xsmall, minWidth: 0 });

export const cardFactName = style({ color: vars.color.textMuted });

export const cardFactValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const expandButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transitionProperty: 'transform, color, background-color',
  transitionDuration: vars.duration.shortest,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[aria-expanded="true"]': { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.loop.reduced } },
});

const pulse = style({
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.small,
});

// A placeholder row is as tall as a real one: a thumbnail-sized block in its first cell.
export const skeletonThumb = style([
  pulse,
  { width: vars.size.controlMedium, height: vars.size.controlMedium },
]);
export const skeletonLine = style([pulse, { height: vars.type.small.fontSize, width: '70%' }]);

/** A line of a card's facts, as tall as the text that replaces it, the bar centred in it. */
export const skeletonTextLine = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.type.small.lineHeight,
});

// Block-level flex: inline, the cell's line box would add the text's descent below the art and
// make a row taller than its placeholder.
export const entity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const empty = style({
  paddingBlock: vars.space.xxlarge,
});

// Last in the file, so it wins over the cell styles above: numbers line up on their right edge.
export const endAligned = style({ textAlign: 'end' });
