import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { statePage as offlinePage } from '../private/statePage.css';

/** The glyph in a lit disc, as the hero's glow lights artwork: the one picture on the page. */
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.artMedium,
  height: vars.size.artMedium,
  padding: vars.space.large,
  borderRadius: vars.radius.full,
  color: vars.color.accent,
  backgroundColor: vars.color.surface,
  boxShadow: `0 0 ${vars.space.xxlarge} ${vars.color.glowViolet}`,
});
