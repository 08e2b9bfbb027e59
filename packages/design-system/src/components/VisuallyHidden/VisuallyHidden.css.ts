import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Out of sight but in the accessibility tree: display:none or zero size would drop it there too.
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  margin: `calc(-1 * ${vars.size.hairline})`,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
