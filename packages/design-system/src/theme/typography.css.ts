import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from './media';
import { vars } from './vars.css';

/**
 * The one place a font size is paired with its line height. Text and Heading build on these;
 * a component that needs type on an element it does not render as Text (a chip, a button label)
 * composes one of these classes rather than spelling the pair again.
 */
export const typeStyles = styleVariants(vars.type, ({ fontSize, lineHeight }) => ({
  fontSize,
  lineHeight,
}));

const tight = { letterSpacing: vars.letterSpacing.tight } as const;

/** A lead paragraph under a page title: body size on phones, a step up from md. */
export const leadTypeStyle = style([
  typeStyles.body,
  { '@media': { [mediaUp('md')]: vars.type.title } },
]);

/**
 * Heading sizes by visual level. The top two step up from the md breakpoint (and the first again
 * from lg): a phone keeps more of the list above the fold, a desktop gets the headline.
 */
export const headingTypeStyles = {
  1: style([
    typeStyles.heading,
    tight,
    { '@media': { [mediaUp('md')]: vars.type.display, [mediaUp('lg')]: vars.type.hero } },
  ]),
  2: style([typeStyles.title, tight, { '@media': { [mediaUp('md')]: vars.type.heading } }]),
  3: style([typeStyles.title]),
  4: style([typeStyles.body]),
} as const;
