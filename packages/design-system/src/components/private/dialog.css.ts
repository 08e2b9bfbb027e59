import { keyframes, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { typeStyles } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';

/**
 * The modal dialogs' frame, one look for all of them (filter, confirmations, keyboard
 * shortcuts, the queue's sheet): a scrim over the page, a raised surface, roomy padding.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  backgroundColor: vars.color.artScrim,
  // Closing: gone from sight and from the accessibility tree until it unmounts after the paint
  // (FilterDialog.tsx).
  selectors: { '&[data-closing]': { display: 'none' } },
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.formWidth,
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.cardHover,
  '@media': { [mediaUp('md')]: { maxWidth: vars.size.measure } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  outline: 'none',
});

export const title = style([
  typeStyles.title,
  { margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
]);

/** The dialog's own buttons, at its end. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

const rise = keyframes({ from: { transform: 'translateY(100%)' } });

/**
 * A phone's variant of the frame: the overlay holds its dialog at the bottom edge, full width,
 * rising into view (still under reduced motion, where the global rule shortens it to nothing).
 */
export const sheetOverlay = style([overlay, { alignItems: 'flex-end', padding: 0 }]);

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '85%',
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.cardHover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.duration.short} ${vars.easing.decelerate}` },
  },
});
