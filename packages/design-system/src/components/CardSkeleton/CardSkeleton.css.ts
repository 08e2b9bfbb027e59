import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%': { backgroundColor: vars.color.skeleton },
  '50%': { backgroundColor: vars.color.skeletonHighlight },
  '100%': { backgroundColor: vars.color.skeleton },
});

const block = style({
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} ${vars.loop.pulse} ${vars.easing.standard} infinite`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

// Mirrors Card: a square of art, then the text block, so swapping in real cards moves nothing.
export const art = style([block, { aspectRatio: '1 / 1' }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  paddingBlockEnd: vars.space.medium,
});

const line = style([block, { borderRadius: vars.radius.small }]);

export const titleLine = style([line, { width: '80%', height: vars.type.body.fontSize }]);
export const subtitleLine = style([line, { width: '55%', height: vars.type.caption.fontSize }]);
export const tagLine = style([
  line,
  { width: '40%', height: vars.type.body.lineHeight, borderRadius: vars.radius.full },
]);
