import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';
import { message } from '../Form/Form.css';
import { iconBox } from '../private/roundControl';

export const page = style({ width: '100%', minWidth: 0 });

/** The two searches one above the other on phones, side by side from md. */
export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Twenty results at most; the list scrolls past ten rows, so the Release button stays near. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxHeight: `calc(10 * ${vars.size.controlLarge})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xxsmall,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlLarge,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.shortest,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    // A stripe and a tick as well as the tint: the choice does not rest on colour alone.
    '&[data-selected]': {
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: `inset ${vars.borderWidth.emphasis} 0 0 ${vars.color.accent}`,
    },
  },
});

export const tick = style([iconBox, { color: vars.color.accent }]);

/** Where the results would be: the same frame, so the page does not jump as they come and go. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: `calc(2 * ${vars.size.controlLarge})`,
  padding: vars.space.medium,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The box Form uses for its error; here it sits in the flow of the summary, not above fields. */
export const failed = style([message, { marginBlockEnd: 0 }]);

/** Good news in the same box: the accent outline, in plain text colour. */
export const released = style([failed, { borderColor: vars.color.accent, color: vars.color.text }]);
