import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const footer = style({
  borderTopWidth: vars.borderWidth.thin,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
  backgroundColor: vars.color.surface,
});

/** The mission blurb keeps a readable line length beside the link columns. */
export const mission = style({ maxWidth: vars.size.measure });

/** A social link's glyph and label on one line. */
export const linkContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The copyright line and legal links, set off from the blurb by a hairline. */
export const bottomRow = style({
  paddingBlockStart: vars.space.large,
  borderTopWidth: vars.borderWidth.thin,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});
