import { style } from '@vanilla-extract/css';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

export const form = style({ width: '100%', minWidth: 0 });

/** The form-level error box; its live region stays mounted (empty) so a new message is read. */
export const message = style([
  typeStyles.small,
  {
    margin: 0,
    marginBlockEnd: vars.space.large,
    padding: vars.space.medium,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.danger,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.danger,
    // Server messages can carry an unbroken token (a request id): wrap it, never widen the form.
    overflowWrap: 'anywhere',
  },
]);
