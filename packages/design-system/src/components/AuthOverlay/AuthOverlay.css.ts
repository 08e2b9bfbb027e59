import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

// A layer of its own, so the translucency dims the page without dimming the spinner.
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.background,
  opacity: vars.opacity.overlay,
});

export const ripple = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.spinner,
  height: vars.size.spinner,
});

/** The still centre the rings spread from: what remains when animations are frozen. */
export const core = style({
  width: vars.size.spinnerSmall,
  height: vars.size.spinnerSmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

const spread = keyframes({
  from: { transform: 'scale(0)', opacity: 1 },
  to: { transform: 'scale(1)', opacity: 0 },
});

// The resting style is a full, opaque ring: under prefers-reduced-motion the global rule cuts the
// animation to one near-instant run, after which this still ring is what shows.
export const ring = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  borderWidth: vars.borderWidth.spinnerSmall,
  borderStyle: 'solid',
  borderColor: vars.color.accent,
  animation: `${spread} ${vars.loop.ripple} ${vars.easing.decelerate} infinite`,
});

/** The second ring runs half a cycle behind the first, so one is always spreading. */
export const ringLagging = style({ animationDelay: `calc(${vars.loop.ripple} / -2)` });
