import { style } from '@vanilla-extract/css';
import '../../theme/global.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  minHeight: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
