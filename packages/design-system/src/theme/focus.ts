import { vars } from './vars.css';

/**
 * The keyboard focus ring, one look everywhere. Spread it into `:focus-visible` or, on
 * react-aria components, `[data-focus-visible]` (which ignores focus that came from a pointer).
 */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRing,
} as const;
