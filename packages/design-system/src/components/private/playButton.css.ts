import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';
import { iconBox, roundControl } from './roundControl';

/**
 * The round accent Play button, one look wherever a set starts (a card's art, the player):
 * the one vivid control in its neighbourhood, so the eye finds it first.
 */
export const playButton = style({
  ...roundControl(vars.size.controlMedium),
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.duration.shortest,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentHover },
    '&[data-pressed]': { backgroundColor: vars.color.accentPressed, transform: 'scale(0.94)' },
    '&[data-focus-visible]': focusRing,
  },
});

export const playGlyph = style(iconBox);
