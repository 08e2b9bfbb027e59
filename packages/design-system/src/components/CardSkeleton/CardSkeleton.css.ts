import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({
  '0%': { backgroundColor: vars.color.skeleton },
  '50%': { backgroundColor: vars.color.skeletonHighlight },
  '100%': { backgroundColor: vars.color.skeleton },
});

export const block = style({
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} ${vars.loop.pulse} ${vars.easing.standard} infinite`,
});

// The card's own frame (Card.css) without its shadow and hover: nothing to point at yet.
export const card = style({ boxShadow: 'none', pointerEvents: 'none' });

const line = style([block, { borderRadius: vars.radius.small }]);

// Each bar is centred in a box of its line's height, so the row is exactly the real line's.
const lineBox = (height: string, width: string) =>
  style([
    line,
    {
      width,
      height: `calc(${height} / 2)`,
      marginBlock: `calc(${height} / 4)`,
    },
  ]);

export const titleLine = lineBox(vars.type.body.lineHeight, '80%');
export const subtitleLine = lineBox(vars.type.small.lineHeight, '55%');
export const factLine = lineBox(vars.type.caption.lineHeight, '65%');
export const tagLine = style([
  block,
  {
    width: '40%',
    height: `calc(${vars.type.caption.lineHeight} + 2 * ${vars.space.xxsmall})`,
    borderRadius: vars.radius.full,
  },
]);
