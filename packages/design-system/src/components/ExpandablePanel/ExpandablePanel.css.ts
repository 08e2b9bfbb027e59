import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

export const panel = style({
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.large,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.short,
  transitionTimingFunction: vars.easing.standard,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

// Bios arrive as plain text with blank lines between paragraphs.
export const content = style({
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  selectors: { '&[data-expanded]': { paddingBlockEnd: vars.space.medium } },
});
