import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const notFound = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
});
