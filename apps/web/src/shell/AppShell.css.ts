import { vars } from '@rabbithole/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// Keeps whatever gains focus or is scrolled to from hiding under the fixed top bar.
globalStyle('html', { scrollPaddingBlockStart: vars.size.topBarHeight });

export const shell = style({ minHeight: '100dvh' });

export const main = style({
  // The footer starts below the fold and stays there while the page loads: content arriving
  // pushes nothing visible down (design.md section 6: CLS ≤ 0.02).
  minHeight: `calc(100dvh - ${vars.size.topBarHeight})`,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
});
