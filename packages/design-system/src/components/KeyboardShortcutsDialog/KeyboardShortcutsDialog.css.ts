import { style } from '@vanilla-extract/css';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

export const keys = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** A keycap: raised by a thicker bottom edge, as a key on a keyboard is. */
export const key = style([
  typeStyles.small,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.controlSmall,
    paddingInline: vars.space.small,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderBlockEndWidth: vars.borderWidth.emphasis,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const joiner = style([typeStyles.small, { color: vars.color.textMuted }]);

export const action = style([typeStyles.body, { margin: 0, color: vars.color.text }]);
