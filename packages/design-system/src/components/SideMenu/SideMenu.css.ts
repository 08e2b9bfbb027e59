import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.short} ${vars.easing.decelerate}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.duration.shortest} ${vars.easing.standard} reverse`,
    },
  },
});

// A layer of its own, so the dimming does not dim the drawer (as on the auth overlay).
export const scrim = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.background,
  opacity: vars.opacity.overlay,
});

/** The drawer, from the left edge; a strip of the page stays visible to tap it closed. */
export const drawer = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: vars.size.drawerWidth,
  maxWidth: `calc(100% - ${vars.space.xxlarge})`,
  overflowY: 'auto',
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.cardHover,
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.duration.short} ${vars.easing.decelerate}`,
    },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.duration.shortest} ${vars.easing.standard} reverse`,
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minHeight: '100%',
  padding: vars.space.medium,
  outline: 'none',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.controlLarge,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
