import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.chip,
  color: vars.color.chipText,
  font: 'inherit',
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.shortest,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.loop.reduced } },
});

export const activeChip = style({
  backgroundColor: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.onAccent,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentHover, color: vars.color.onAccent },
  },
});

export const chipLabel = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

// "Filter" from 600 px up, "Filter & Sort" below (spec.md section 2): exactly one is displayed,
// so the button's accessible name is always the label the listener sees.
export const wideOnly = style({
  display: 'none',
  '@media': { [mediaUp('sm')]: { display: 'inline' } },
});
export const narrowOnly = style({
  '@media': { [mediaUp('sm')]: { display: 'none' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const sortGroup = style([group, { '@media': { [mediaUp('sm')]: { display: 'none' } } }]);

export const groupLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const option = style([
  chip,
  {
    selectors: {
      '&[data-selected]': {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
      },
      '&[data-focus-visible]': focusRing,
    },
  },
]);
