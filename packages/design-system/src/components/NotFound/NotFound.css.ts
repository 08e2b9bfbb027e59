import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const notFound = style({
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

export const icon = style({
  display: 'inline-flex',
  width: vars.size.artMedium,
  height: vars.size.artMedium,
  color: vars.color.textMuted,
});
