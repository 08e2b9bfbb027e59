import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { input as textFieldInput } from '../TextField/TextField.css';

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
});

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  display: 'flex',
  width: vars.space.large,
  height: vars.space.large,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  textFieldInput,
  {
    borderRadius: vars.radius.full,
    // Room for the icon at the start and the clear button at the end.
    paddingInlineStart: `calc(${vars.space.medium} + ${vars.space.large} + ${vars.space.small})`,
    paddingInlineEnd: vars.size.controlLarge,
    // The browser's own clear cross would sit beside ours.
    '::-webkit-search-cancel-button': { appearance: 'none' },
  },
]);

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'flex',
  selectors: {
    // RAC marks the field empty; nothing to clear then.
    [`${field}[data-empty] &`]: { visibility: 'hidden' },
  },
});
