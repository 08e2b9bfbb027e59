import { style } from '@vanilla-extract/css';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

/** Two equal columns, even on a 360 px phone: the labels are one short word each. */
export const buttons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
});

/** "or" between the providers and the password form, on a hairline rule. */
export const divider = style([
  typeStyles.caption,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    margin: 0,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
    letterSpacing: vars.letterSpacing.wide,
    selectors: {
      '&::before, &::after': {
        content: '""',
        flexGrow: 1,
        borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      },
    },
  },
]);
