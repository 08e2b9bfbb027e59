import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
});

export const columns = style({
  display: 'grid',
  flexGrow: 1,
  gridTemplateColumns: 'minmax(0, 1fr)',
});

/** From lg the promo panel takes the wider share beside a form, the narrower beside prose. */
export const columnsWith = styleVariants({
  form: { '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } } },
  prose: {
    '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  '@media': {
    [mediaUp('sm')]: { paddingInline: vars.space.xlarge },
    [mediaUp('lg')]: { paddingBlock: vars.space.xlarge, paddingInline: vars.space.xxlarge },
  },
});

/** The form sits in the middle of what is left under the logo; prose starts at the top. */
export const content = styleVariants({
  form: {
    display: 'flex',
    flexGrow: 1,
    alignItems: 'center',
    justifyContent: 'center',
    paddingBlock: vars.space.xxlarge,
  },
  prose: { paddingBlock: vars.space.xlarge },
});

export const inner = styleVariants({
  form: { width: '100%', maxWidth: vars.size.formWidth },
  prose: { width: '100%', minWidth: 0 },
});

/** Only from lg (spec.md section 2: "a promo panel on large screens"), as tall as its row. */
export const promo = style({
  display: 'none',
  '@media': { [mediaUp('lg')]: { display: 'block' } },
});

/**
 * The artwork stays in view while a long form scrolls beside it. Its height follows the row,
 * never the viewport alone, so the page's height does not depend on the window's.
 */
export const promoSticky = style({
  position: 'sticky',
  insetBlockStart: 0,
  height: '100%',
  maxHeight: '100dvh',
});
