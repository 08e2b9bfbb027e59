import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { artBox, artRadius } from '../Art/Art.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: vars.opacity.pulse },
  '100%': { opacity: 1 },
});

/**
 * The pulse of a placeholder, for its outermost element: a Skeleton, a CardSkeleton, a header's or
 * a list's placeholder as a whole. Opacity, so the compositor runs it without the main thread.
 */
export const skeletonPulse = style({
  animation: `${pulse} ${vars.loop.pulse} ${vars.easing.standard} infinite`,
});

// Only the outermost placeholder pulses, and its parts fade with it. Blink restyles every element
// with a running animation on each main-thread frame, composited or not: a home page of
// placeholder shelves had 170 of them, redone every frame while React rendered the real lists.
globalStyle(`${skeletonPulse} ${skeletonPulse}`, { animation: 'none' });

export const block = style([
  skeletonPulse,
  { backgroundColor: vars.color.skeleton, display: 'block', flexShrink: 0, maxWidth: '100%' },
]);

export const radius = styleVariants({
  small: { borderRadius: vars.radius.small },
  medium: { borderRadius: vars.radius.medium },
  large: { borderRadius: vars.radius.large },
  full: { borderRadius: vars.radius.full },
});

// Art.css's boxes, so the placeholder and the art it becomes are one size by construction.
export const art = recipe({
  base: [skeletonPulse, { backgroundColor: vars.color.skeleton, display: 'block', flexShrink: 0 }],
  variants: { size: artBox, shape: artRadius },
});

// A paragraph's lines pulse as one.
export const textBlock = style([
  skeletonPulse,
  { display: 'flex', flexDirection: 'column', width: '100%', maxWidth: '100%' },
]);

const textSizes = ['caption', 'small', 'body', 'title', 'heading'] as const;
const byTextSize = <T>(make: (size: (typeof textSizes)[number]) => T) =>
  Object.fromEntries(textSizes.map((size) => [size, make(size)])) as Record<
    (typeof textSizes)[number],
    T
  >;

// A line box of the real line-height, with the bar centred in it the way glyphs sit in a line.
export const textLine = styleVariants(
  byTextSize((size) => ({
    display: 'flex',
    alignItems: 'center',
    height: vars.type[size].lineHeight,
  })),
);

export const textBar = styleVariants(
  byTextSize((size) => ({
    backgroundColor: vars.color.skeleton,
    display: 'block',
    width: '100%',
    height: vars.type[size].fontSize,
    borderRadius: vars.radius.small,
  })),
);

export const lastBar = style({ width: '60%' });
