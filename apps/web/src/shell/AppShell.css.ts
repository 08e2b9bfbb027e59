import { vars } from '@rabbithole/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// Keeps whatever gains focus or is scrolled to from hiding under the fixed top bar.
globalStyle('html', { scrollPaddingBlockStart: vars.size.topBarHeight });

export const shell = style({ minHeight: '100dvh' });

export const main = style({
  // The footer starts below the fold, so a page replacing its loading spinner (or its skeletons
  // growing into a longer page) never moves anything the listener can see (CLS).
  minHeight: '100dvh',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
});
