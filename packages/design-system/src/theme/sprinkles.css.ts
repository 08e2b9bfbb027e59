import {
  createSprinkles,
  defineProperties,
  type ConditionalValue,
} from '@vanilla-extract/sprinkles';
import { tokens, type Breakpoint } from '../tokens';
import { vars } from './vars.css';

/**
 * The breakpoints atoms respond to: phone, tablet and desktop (the layouts' own styles use every
 * breakpoint in their media queries). Each one costs a class name per value of every responsive
 * property in the script every page loads first: lg and xl, which no component asked for, were
 * 0.6 KB of /login's gzipped JavaScript, which was 0.1 KB over its 120 KB budget (bench/README.md).
 */
const atomBreakpoints = ['xs', 'sm', 'md'] as const satisfies readonly Breakpoint[];
type AtomBreakpoint = (typeof atomBreakpoints)[number];

const conditions = Object.fromEntries(
  atomBreakpoints.map((name) => [
    name,
    name === 'xs' ? {} : { '@media': `screen and (min-width: ${tokens.breakpoints[name]}px)` },
  ]),
) as Record<AtomBreakpoint, { '@media'?: string }>;

const responsiveProperties = defineProperties({
  conditions,
  defaultCondition: 'xs',
  responsiveArray: atomBreakpoints,
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

const staticProperties = defineProperties({
  properties: {
    color: vars.color,
    backgroundColor: vars.color,
    borderRadius: vars.radius,
    // Flex children: 0 lets text truncate or wrap instead of widening its row.
    minWidth: ['0'],
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    width: ['100%'],
  },
});

/** Atomic, theme-bound styles with responsive values keyed by the spec's breakpoints. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/**
 * A value that may differ per breakpoint: a plain value, `{ xs, sm, md }` (each key optional) or
 * an array in breakpoint order, like any responsive sprinkles property.
 */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<
  typeof responsiveProperties,
  Value
>;
