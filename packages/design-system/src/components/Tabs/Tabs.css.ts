import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

// Tabs wrap onto a second row on a phone rather than scrolling sideways: five tabs with counts
// are wider than 360 px, and a tab pushed off-screen would be a tab nobody finds.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: vars.size.tab,
  color: vars.color.textMuted,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.small,
  transitionProperty: 'color',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // The selected tab's underline sits on the list's border line.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: `calc(-1 * ${vars.borderWidth.thin})`,
      height: vars.borderWidth.spinnerSmall,
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      transitionProperty: 'background-color',
      transitionDuration: vars.duration.shortest,
    },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text },
    '&[data-selected]::after': { backgroundColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
});

export const panel = style({
  paddingTop: vars.space.large,
  outline: 'none',
  minWidth: 0,
  selectors: { '&[data-focus-visible]': focusRing },
});
