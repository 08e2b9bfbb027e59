import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const collection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
});
