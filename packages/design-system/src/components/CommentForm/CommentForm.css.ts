import { style } from '@vanilla-extract/css';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

// Hints on the left, buttons on the right; on a narrow screen the buttons drop below the hints
// rather than squeezing them.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  minWidth: 0,
});

export const moment = style([
  typeStyles.small,
  { color: vars.color.accent, fontWeight: vars.fontWeight.medium },
]);

export const count = style([
  typeStyles.small,
  { color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
]);

export const countOver = style([count, { color: vars.color.danger }]);

export const buttons = style({
  display: 'flex',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
