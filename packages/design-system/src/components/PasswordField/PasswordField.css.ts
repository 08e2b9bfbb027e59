import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { input } from '../TextField/TextField.css';

/** The input and its toggle share one box; the toggle sits over the input's end. */
export const control = style({ position: 'relative', width: '100%' });

// Room at the end for the toggle, so long passwords never run under it.
export const passwordInput = style([
  input,
  {
    paddingInlineEnd: vars.size.controlLarge,
    // Edge draws its own reveal button in password inputs: ours already does that job.
    selectors: { '&::-ms-reveal': { display: 'none' } },
  },
]);

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.small,
  marginBlock: 'auto',
  selectors: { '&[data-selected]': { color: vars.color.accent } },
});
