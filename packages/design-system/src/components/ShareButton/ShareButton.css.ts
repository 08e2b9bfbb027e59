import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
