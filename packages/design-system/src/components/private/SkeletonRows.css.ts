import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xxsmall,
});
