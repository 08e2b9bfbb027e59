import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { artBox, artRadius } from '../Art/Art.css';

const pulse = keyframes({
  '0%': { backgroundColor: vars.color.skeleton },
  '50%': { backgroundColor: vars.color.skeletonHighlight },
  '100%': { backgroundColor: vars.color.skeleton },
});

const pulsing = {
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} ${vars.loop.pulse} ${vars.easing.standard} infinite`,
} as const;

export const block = style({ ...pulsing, display: 'block', flexShrink: 0, maxWidth: '100%' });

export const radius = styleVariants({
  small: { borderRadius: vars.radius.small },
  medium: { borderRadius: vars.radius.medium },
  large: { borderRadius: vars.radius.large },
  full: { borderRadius: vars.radius.full },
});

// Art.css's boxes, so the placeholder and the art it becomes are one size by construction.
export const art = recipe({
  base: { ...pulsing, display: 'block', flexShrink: 0 },
  variants: { size: artBox, shape: artRadius },
});

export const textBlock = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '100%',
});

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
    ...pulsing,
    display: 'block',
    width: '100%',
    height: vars.type[size].fontSize,
    borderRadius: vars.radius.small,
  })),
);

export const lastBar = style({ width: '60%' });
