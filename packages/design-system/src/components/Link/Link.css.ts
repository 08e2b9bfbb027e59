import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus';
import { vars } from '../../theme/vars.css';

// Every link style of the product lives in this file: text links, navigation, stretched card
// links and the skip link. States come from react-aria's data attributes (see Button.css.ts).

const underlined = {
  textDecorationLine: 'underline',
  textDecorationThickness: 'from-font',
  textUnderlineOffset: vars.distance.underlineOffset,
} as const;

export const link = recipe({
  base: {
    borderRadius: vars.radius.small,
    outline: 'none',
    cursor: 'pointer',
    textDecorationLine: 'none',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.duration.shortest,
    transitionTimingFunction: vars.easing.standard,
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    variant: {
      /** Inside running text: underlined so it is told apart without relying on colour. */
      inline: {
        ...underlined,
        color: vars.color.accent,
        selectors: { '&[data-hovered]': { color: vars.color.accentHover } },
      },
      /** On its own line ("Discover Sets"): bold accent text, underlined on hover. */
      standalone: {
        color: vars.color.accent,
        fontWeight: vars.fontWeight.semibold,
        selectors: { '&[data-hovered]': { ...underlined, color: vars.color.accentHover } },
      },
      /** Top bar and menus: quiet until hovered; the current page is marked. */
      nav: {
        color: vars.color.textMuted,
        fontWeight: vars.fontWeight.medium,
        selectors: {
          '&[data-hovered]': { color: vars.color.text },
          '&[aria-current="page"]': { ...underlined, color: vars.color.text },
        },
      },
      /** Text that is a link but reads as content (a card title, the logo): takes its colour. */
      subtle: {
        color: 'inherit',
        selectors: { '&[data-hovered]': { color: vars.color.accent } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

/**
 * Extends the link's hit area over its nearest positioned ancestor (a card) through ::after, so
 * the link's accessible name stays just its own text. The ring is drawn on that area, inset
 * because the ancestor usually clips its overflow.
 */
export const stretched = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      // The card radius: the area it covers is a card in every use so far.
      borderRadius: vars.radius.large,
    },
    '&[data-focus-visible]': { outline: 'none' },
    '&[data-focus-visible]::after': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

/**
 * Visually hidden until focused, then a pill in the top corner above everything: the first stop
 * of the Tab order on every page.
 */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.tooltip,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  textDecorationLine: 'none',
  selectors: {
    '&:not(:focus)': {
      width: vars.size.hairline,
      height: vars.size.hairline,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '&:focus': {
      outline: `${vars.size.focusRing} solid ${vars.color.text}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});
