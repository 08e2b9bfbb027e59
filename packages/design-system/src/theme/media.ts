import { tokens, type Breakpoint } from '../tokens';

/**
 * Media query for "this breakpoint and up", for styles sprinkles cannot express. Lives outside
 * the .css.ts files because vanilla-extract only lets those export serialisable values.
 */
export const mediaUp = (name: Exclude<Breakpoint, 'xs'>): string =>
  `screen and (min-width: ${tokens.breakpoints[name]}px)`;
