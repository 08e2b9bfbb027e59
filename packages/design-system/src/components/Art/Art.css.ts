import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const square = (side: string) => ({ width: side, height: side });

/**
 * The box of each art size, shared with Skeleton so a placeholder is exactly the size of the art
 * that replaces it.
 */
export const artBox = {
  xsmall: square(vars.size.artXsmall),
  small: square(vars.size.artSmall),
  medium: square(vars.size.artMedium),
  large: square(vars.size.artLarge),
  xlarge: square(vars.size.artXlarge),
  header: {
    ...square(vars.size.artMedium),
    '@media': {
      [mediaUp('sm')]: square(vars.size.artLarge),
      [mediaUp('md')]: square(vars.size.artXlarge),
    },
  },
  fill: { width: '100%', aspectRatio: '1 / 1' },
} as const;

export const artRadius = {
  square: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full },
} as const;

// The frame reserves the square before the image arrives, so lazy loading never shifts layout.
export const frame = recipe({
  base: {
    display: 'block',
    position: 'relative',
    flexShrink: 0,
    overflow: 'hidden',
    backgroundColor: vars.color.skeleton,
  },
  variants: { size: artBox, shape: artRadius },
  defaultVariants: { size: 'medium', shape: 'square' },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
