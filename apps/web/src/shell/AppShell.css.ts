import { vars } from '@rabbithole/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// Keeps whatever gains focus or is scrolled to from hiding under the sticky top bar.
globalStyle('html', { scrollPaddingBlockStart: vars.size.topBarHeight });

export const shell = style({ minHeight: '100dvh' });

/** spec.md section 9: the top bar is fixed and 90 high. */
export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.modal,
  blockSize: vars.size.topBarHeight,
  backgroundColor: vars.color.background,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const wordmark = style({ letterSpacing: vars.letterSpacing.tight });

export const main = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
});
