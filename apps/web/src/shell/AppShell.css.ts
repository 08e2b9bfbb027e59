import { focusRing, mediaUp, vars } from '@rabbithole/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// Keeps whatever gains focus or is scrolled to from hiding under the sticky top bar.
globalStyle('html', { scrollPaddingBlockStart: vars.size.topBarHeight });

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.tooltip,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  // Off-screen rather than display:none, so it stays the first thing Tab reaches.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': {
      transform: 'none',
      outline: `${vars.size.focusRing} solid ${vars.color.text}`,
    },
  },
});

/** spec.md section 9: the top bar is fixed and 90 high. */
export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  blockSize: vars.size.topBarHeight,
  flexShrink: 0,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xlarge } },
});

export const logo = style({
  color: vars.color.text,
  fontSize: vars.type.title.fontSize,
  lineHeight: vars.type.title.lineHeight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
});

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  outline: 'none',
  '@media': {
    [mediaUp('sm')]: { paddingInline: vars.space.xlarge, paddingBlock: vars.space.xlarge },
  },
});
