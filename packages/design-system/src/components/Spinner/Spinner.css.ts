import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  // A quarter of the ring is transparent; rotating it reads as motion without any label change.
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.loop.spin} linear infinite`,
  color: vars.color.accent,
});

export const size = styleVariants({
  small: {
    width: vars.size.spinnerSmall,
    height: vars.size.spinnerSmall,
    borderWidth: vars.borderWidth.spinnerSmall,
  },
  large: {
    width: vars.size.spinner,
    height: vars.size.spinner,
    borderWidth: vars.borderWidth.spinnerLarge,
  },
});

export const inheritColor = style({ color: 'inherit' });
