import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * A page's whole content given to one state (not found, offline): a centred column of a picture,
 * the page's heading, a line and a way on, at reading width.
 */
export const statePage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.size.measure,
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});
