import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpointNames, tokens, type Breakpoint } from '../tokens';
import { vars } from './vars.css';

const conditions = Object.fromEntries(
  breakpointNames.map((name) => [
    name,
    name === 'xs' ? {} : { '@media': `screen and (min-width: ${tokens.breakpoints[name]}px)` },
  ]),
) as Record<Breakpoint, { '@media'?: string }>;

const responsiveProperties = defineProperties({
  conditions,
  defaultCondition: 'xs',
  responsiveArray: breakpointNames,
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    backgroundColor: vars.color,
    borderRadius: vars.radius,
  },
});

/** Atomic, theme-bound styles with responsive values keyed by the spec's breakpoints. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
