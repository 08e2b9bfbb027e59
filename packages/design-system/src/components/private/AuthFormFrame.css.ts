import { style } from '@vanilla-extract/css';
import { message } from '../Form/Form.css';
import { vars } from '../../theme/vars.css';

export const frame = style({ width: '100%', minWidth: 0 });

/** Good news in the box Form uses for its error: the accent outline, in plain text colour. */
export const statusMessage = style([
  message,
  { borderColor: vars.color.accent, color: vars.color.text },
]);
