import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { input as textFieldInput } from '../TextField/TextField.css';

/** One pill: the input and, at its end, the search button. */
export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
});

export const field = style({ flexGrow: 1, minWidth: 0 });

/** A text field's input (states included), drawn as a smaller pill with room for the button. */
export const input = style([
  textFieldInput,
  {
    // Declared here, not composed: the field's body size would win the cascade.
    ...vars.type.small,
    minHeight: vars.size.controlMedium,
    // Room for the button that sits over the end of the pill.
    paddingInlineEnd: vars.size.controlMedium,
    borderColor: vars.color.border,
    borderRadius: vars.radius.full,
    // The browser's own clear cross would sit under our button.
    '::-webkit-search-cancel-button': { appearance: 'none' },
    selectors: { '&[data-focused]': { backgroundColor: vars.color.surfaceRaised } },
  },
]);

export const button = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
});
