import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { skeletonPulse } from '../Skeleton/Skeleton.css';

// Each row pulses as a whole: the rows sit directly in their list's layout, so there is no
// element around them all to pulse instead.
export const row = style([
  skeletonPulse,
  { display: 'flex', alignItems: 'center', gap: vars.space.small },
]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xxsmall,
});
