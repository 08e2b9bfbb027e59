import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { statePage as notFound } from '../private/statePage.css';

export const icon = style({
  display: 'inline-flex',
  width: vars.size.artMedium,
  height: vars.size.artMedium,
  color: vars.color.textMuted,
});
