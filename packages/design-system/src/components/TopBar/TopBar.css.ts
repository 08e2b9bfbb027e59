import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** spec.md section 9: fixed, 90 high, above the page and below dialogs. */
export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  height: vars.size.topBarHeight,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  '@media': {
    [mediaUp('sm')]: { paddingInline: vars.space.xlarge },
    [mediaUp('lg')]: { gap: vars.space.xlarge },
  },
});

/** Holds the page's content clear of the fixed bar. */
export const spacer = style({ height: vars.size.topBarHeight, flexShrink: 0 });

export const logo = style({ display: 'flex', flexShrink: 0 });

/** Navigation and search are the side menu's below md. */
export const wide = style({
  display: 'none',
  '@media': { [mediaUp('md')]: { display: 'flex' } },
});

export const narrow = style({
  display: 'flex',
  '@media': { [mediaUp('md')]: { display: 'none' } },
});

/** Gives way first when the bar is tight (md), never below a usable width. */
export const search = style({
  flex: `0 1 ${vars.size.searchWidth}`,
  minWidth: vars.size.controlMinWidth,
});

/** Search, bell and account menu at the far end. */
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  flexGrow: 1,
  minWidth: 0,
});
