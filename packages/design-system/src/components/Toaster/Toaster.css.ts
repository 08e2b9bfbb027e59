import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus';
import { mediaUp } from '../../theme/media';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

// The corner margin: a thumb's width from the edge on a phone, roomier from sm up.
const margin = createVar();

export const region = recipe({
  base: {
    vars: { [margin]: vars.space.medium },
    position: 'fixed',
    insetInlineStart: margin,
    insetInlineEnd: margin,
    bottom: margin,
    zIndex: vars.zIndex.snackbar,
    display: 'flex',
    // react-aria lists the newest first; reversed, the newest sits nearest the corner and the
    // older ones step up away from it.
    flexDirection: 'column-reverse',
    gap: vars.space.small,
    outline: 'none',
    '@media': {
      [mediaUp('sm')]: {
        vars: { [margin]: vars.space.large },
        insetInlineEnd: 'auto',
        width: vars.size.snackbarWidth,
      },
    },
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    isAbovePlayer: {
      false: {},
      true: {
        bottom: `calc(${margin} + ${vars.size.playerBarCompact})`,
        '@media': { [mediaUp('md')]: { bottom: `calc(${margin} + ${vars.size.playerBar})` } },
      },
    },
  },
});

const toneColor = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.small})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlLarge,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.small,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    // The tone twice, so it never rests on colour alone: this stripe and the icon's shape.
    borderInlineStart: `${vars.borderWidth.emphasis} solid ${toneColor}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.cardHover,
    color: vars.color.text,
    outline: 'none',
    animation: `${enter} ${vars.duration.short} ${vars.easing.decelerate}`,
    selectors: { '&[data-focus-visible]': focusRing },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      success: { vars: { [toneColor]: vars.color.success } },
      info: { vars: { [toneColor]: vars.color.info } },
      error: { vars: { [toneColor]: vars.color.danger } },
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
  color: toneColor,
});

export const content = style({ minWidth: 0 });

export const message = style([
  typeStyles.small,
  {
    display: 'block',
    fontWeight: vars.fontWeight.medium,
    // A pasted title without spaces wraps rather than widening the snackbar past the screen.
    overflowWrap: 'anywhere',
  },
]);

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { transform: 'scale(0.94)' },
    '&[data-focus-visible]': focusRing,
  },
});

export const closeIcon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});
