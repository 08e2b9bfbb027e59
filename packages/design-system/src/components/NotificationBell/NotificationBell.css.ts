import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';
import { popoverFrame } from '../private/popover.css';

/**
 * Under the bell, never wider than the screen less its margins (a 390 px phone). react-aria sets
 * the height the window leaves below the bell inline; the list inside scrolls within it.
 */
export const popover = style([
  popoverFrame,
  {
    display: 'flex',
    flexDirection: 'column',
    width: `min(${vars.size.notificationMenuWidth}, calc(100vw - 2 * ${vars.space.medium}))`,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const menu = style({
  flex: '1 1 auto',
  minHeight: 0,
  maxHeight: vars.size.notificationMenuHeight,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xsmall,
  outline: 'none',
});

const row = {
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecorationLine: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.shortest,
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
} as const;

/** Art, then the words, then the unread dot in a column of its own so every row lines up. */
export const item = recipe({
  base: {
    ...row,
    display: 'grid',
    gridTemplateColumns: `auto minmax(0, 1fr) ${vars.size.unreadDot}`,
    alignItems: 'center',
    gap: vars.space.small,
    padding: vars.space.small,
  },
  variants: {
    // Unread rows sit on a faint tint as well as carrying the dot, so they read at a glance.
    unread: { true: { backgroundColor: vars.color.surfaceRaised }, false: {} },
  },
});

/** The words of a row, one line under another. */
export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const meta = style([
  typeStyles.caption,
  { display: 'flex', gap: vars.space.xsmall, minWidth: 0, color: vars.color.textMuted },
]);

export const metaSet = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const metaTime = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const dot = style({
  width: vars.size.unreadDot,
  height: vars.size.unreadDot,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

export const loadMore = style([
  row,
  typeStyles.small,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlMedium,
    color: vars.color.accent,
    fontWeight: vars.fontWeight.semibold,
  },
]);

/** The words of the empty and loading states, where a list would be. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  textAlign: 'center',
});
