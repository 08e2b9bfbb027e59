import {
  createSprinkles,
  defineProperties,
  type ConditionalValue,
} from '@vanilla-extract/sprinkles';
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
 * A value that may differ per breakpoint: a plain value, `{ xs, sm, md, lg, xl }` (each key
 * optional) or an array in breakpoint order, like any responsive sprinkles property.
 */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<
  typeof responsiveProperties,
  Value
>;
