import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

/**
 * The player's sliders (seek and volume), drawn alike: a thin rail filled with the accent up to
 * the value, a round thumb that swells while hovered or dragged, inside a taller band that takes
 * presses so the rail is easy to hit.
 */
export const track = style({
  position: 'relative',
  width: '100%',
  height: vars.size.sliderHit,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: { '&[data-disabled]': { cursor: 'default' } },
});

export const rail = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  height: vars.size.sliderTrack,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  backgroundColor: vars.color.text,
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.shortest,
  selectors: {
    [`${track}[data-hovered] &`]: { backgroundColor: vars.color.accent },
  },
});

export const thumb = style({
  top: '50%',
  width: vars.size.sliderThumb,
  height: vars.size.sliderThumb,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  boxShadow: vars.shadow.card,
  transitionProperty: 'scale, background-color',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered], &[data-dragging]': { scale: '1.25', backgroundColor: vars.color.accent },
    '&[data-focus-visible]': { ...focusRing, backgroundColor: vars.color.accent },
    // Kept in the layout (its input is the slider screen readers find), just not drawn.
    '&[data-disabled]': { opacity: 0 },
  },
});
