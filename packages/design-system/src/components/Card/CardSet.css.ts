import { style } from '@vanilla-extract/css';
import { playButton } from '../private/playButton.css';
import { vars } from '../../theme/vars.css';

// Both sit in the art's bottom corners, above the stretched title link.
const corner = {
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  zIndex: 1,
} as const;

export const duration = style({
  ...corner,
  insetInlineStart: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.artLabel,
  color: vars.color.text,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const play = style([
  playButton,
  { ...corner, insetInlineEnd: vars.space.small, boxShadow: vars.shadow.cardHover },
]);

export const playIcon = style({ width: vars.size.icon, height: vars.size.icon });

export const likes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

export const heart = style({
  width: vars.type.caption.fontSize,
  height: vars.type.caption.fontSize,
});
