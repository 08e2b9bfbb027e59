import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const comeFrom = (offset: string) =>
  keyframes({ from: { opacity: 0, transform: `translateY(${offset})` } });
const rise = comeFrom(vars.distance.lift);
const drop = comeFrom(`calc(-1 * ${vars.distance.lift})`);

/**
 * The frame of a panel that opens over the page from its button (the queue, the notifications):
 * a raised card that comes in from the button's side, above it or below it.
 */
export const popoverFrame = style({
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.cardHover,
  outline: 'none',
  overflow: 'hidden',
  selectors: {
    '&[data-entering][data-placement="top"]': {
      animation: `${rise} ${vars.duration.shortest} ${vars.easing.decelerate}`,
    },
    '&[data-entering][data-placement="bottom"]': {
      animation: `${drop} ${vars.duration.shortest} ${vars.easing.decelerate}`,
    },
  },
});
