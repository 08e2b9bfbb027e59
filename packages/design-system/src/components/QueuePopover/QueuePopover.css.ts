import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';
import { toggle } from '../private/IconToggle.css';
import { popoverFrame } from '../private/popover.css';
import { iconBox, roundControl } from '../private/roundControl';

/** spec.md section 9: 480 wide and 660 high on desktop, less where the window is shorter. */
export const popover = style([
  popoverFrame,
  {
    display: 'flex',
    width: vars.size.queuePanelWidth,
    height: vars.size.queuePanelHeight,
    maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
  },
]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** The glyph of the close button and of a row's drag handle. */
export const icon = style(iconBox);

/** The title takes the room, pushing Clear queue and Close to the end. */
export const title = style({ flex: 1 });

export const close = style([toggle]);

/** The list, or its stand-ins: the part that scrolls. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const row = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    outline: 'none',
    cursor: 'default',
    transitionProperty: 'background-color, opacity',
    transitionDuration: vars.duration.shortest,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[data-href], &[data-pressed]': { cursor: 'pointer' },
      // The row being dragged stays as a faint ghost of where it came from.
      '&[data-dragging]': { opacity: vars.opacity.disabled },
    },
  },
  variants: {
    state: {
      upcoming: {},
      // A stripe and a tint as well as the "Now playing" words.
      current: {
        backgroundColor: vars.color.surfaceRaised,
        boxShadow: `inset ${vars.borderWidth.emphasis} 0 0 ${vars.color.accent}`,
      },
      // Heard already: the art loses its colour and the title steps back.
      played: { color: vars.color.textMuted },
    },
  },
});

export const art = style({
  display: 'inline-flex',
  selectors: {
    [`${row.classNames.variants.state.played} &`]: {
      filter: 'grayscale(1)',
      opacity: vars.opacity.disabled,
    },
  },
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const handle = style({
  ...roundControl(vars.size.controlSmall),
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const dropIndicator = style({
  selectors: {
    '&[data-drop-target]': {
      height: vars.space.xxsmall,
      marginBlock: `calc(-1 * ${vars.space.xxsmall} / 2)`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent,
    },
  },
});

/** A placeholder row, indented past the column of the rows' drag handles. */
export const skeletonRow = style({
  padding: vars.space.xsmall,
  paddingInlineStart: `calc(${vars.space.xsmall} + ${vars.size.controlSmall} + ${vars.space.small})`,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  gap: vars.space.small,
  padding: vars.space.xlarge,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'inline-flex',
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  marginBlockEnd: vars.space.small,
  color: vars.color.textMuted,
});
