import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A link dressed as a button: no underline under its label.
export const link = style({ textDecorationLine: 'none' });

const glyph = {
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
};

/** The check of "Purchased", in the accent: done, and yours. */
export const check = style([glyph, { color: vars.color.accent }]);

/** A small "opens elsewhere" arrow after the label. */
export const external = style([glyph, { color: vars.color.textMuted }]);
