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

// An SVG, not boxes with borders: an <svg> counts as content, so the first paint of a protected
// page (the overlay, before the page's code has arrived) is its first contentful paint.
export const ripple = style({
  // Positioned, so it paints above the backdrop (an absolutely positioned sibling before it).
  position: 'relative',
  display: 'block',
  width: vars.size.spinner,
  height: vars.size.spinner,
  overflow: 'visible',
});

/** The still centre the rings spread from: what remains when animations are frozen. */
export const core = style({ fill: vars.color.accent });

const spread = keyframes({
  from: { transform: 'scale(0)', opacity: 1 },
  to: { transform: 'scale(1)', opacity: 0 },
});

// The resting style is a full, opaque ring: under prefers-reduced-motion the global rule cuts the
// animation to one near-instant run, after which this still ring is what shows.
export const ring = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: vars.borderWidth.spinnerSmall,
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${spread} ${vars.loop.ripple} ${vars.easing.decelerate} infinite`,
});

/** The second ring runs half a cycle behind the first, so one is always spreading. */
export const ringLagging = style({ animationDelay: `calc(${vars.loop.ripple} / -2)` });
