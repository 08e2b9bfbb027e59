import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

// Shared by TextField, PasswordField and TextArea: one look for every text entry.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  // A flex or grid child would otherwise grow to fit an unbroken error message.
  minWidth: 0,
});

// Long labels and unbroken server messages wrap instead of widening the form.
const wrapping = { overflowWrap: 'anywhere' } as const;

export const label = style([
  typeStyles.small,
  wrapping,
  { color: vars.color.text, fontWeight: vars.fontWeight.medium },
]);

/** The required marker after a label; the input's own `required` is what screen readers hear. */
export const requiredMark = style({
  color: vars.color.textMuted,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style([typeStyles.small, wrapping, { color: vars.color.textMuted }]);

export const error = style([typeStyles.small, wrapping, { color: vars.color.danger }]);

// States come from react-aria's data attributes (see Button.css.ts for why).
export const input = style([
  typeStyles.body,
  {
    display: 'block',
    width: '100%',
    minWidth: 0,
    minHeight: vars.size.controlLarge,
    margin: 0,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.fieldBorder,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    outline: 'none',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.duration.shortest,
    transitionTimingFunction: vars.easing.standard,
    '::placeholder': { color: vars.color.textMuted },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&[data-focused]': { borderColor: vars.color.accent },
      '&[data-focus-visible]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        opacity: vars.opacity.disabled,
        borderColor: vars.color.fieldBorder,
      },
    },
  },
]);

/** A multi-line field: as tall as a few lines, and only ever resized vertically. */
export const textArea = style([
  input,
  { minHeight: vars.size.textAreaMinHeight, resize: 'vertical' },
]);
