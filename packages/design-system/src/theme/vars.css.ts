import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from '../tokens';

/**
 * Everything a component may read at runtime. Breakpoints and the spacing unit are build-time
 * numbers (media queries cannot use custom properties), so they stay out of the contract.
 */
const themeValues = {
  space: tokens.space,
  size: tokens.size,
  borderWidth: tokens.borderWidth,
  distance: tokens.distance,
  opacity: tokens.opacity,
  zIndex: tokens.zIndex,
  duration: tokens.duration,
  loop: tokens.loop,
  easing: tokens.easing,
  radius: tokens.radius,
  shadow: tokens.shadow,
  font: tokens.font,
  fontWeight: tokens.fontWeight,
  letterSpacing: tokens.letterSpacing,
  type: tokens.type,
  color: tokens.color,
};

export const vars = createThemeContract(themeValues);

/** Class that defines every contract variable with the dark palette. */
export const darkTheme = createTheme(vars, themeValues);
