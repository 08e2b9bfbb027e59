import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { skeletonPulse } from '../Skeleton/Skeleton.css';

// The card's own frame (Card.css) without its shadow and hover: nothing to point at yet. The card
// pulses as a whole; its blocks stay still inside it.
export const card = style([skeletonPulse, { boxShadow: 'none', pointerEvents: 'none' }]);

export const block = style({ backgroundColor: vars.color.skeleton });

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
