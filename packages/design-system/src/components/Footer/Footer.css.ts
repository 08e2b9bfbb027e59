import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const footer = style({
  borderTopWidth: vars.borderWidth.thin,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
  backgroundColor: vars.color.surface,
});

/** The mission blurb keeps a readable line length beside the link columns. */
export const mission = style({ maxWidth: vars.size.measure });
