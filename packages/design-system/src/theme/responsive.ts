import type { ResponsiveValue } from './sprinkles.css';

/**
 * Maps each breakpoint's value of a ResponsiveValue, e.g. a design prop (`'start'`) onto the CSS
 * value sprinkles takes (`'flex-start'`), keeping its shape: plain value, array or object. Written
 * out rather than sprinkles' createMapValueFn, whose runtime module would be one more dependency
 * for Vite to discover (and re-optimise) in the middle of a Storybook test run.
 */
export function mapResponsiveValue<In extends string, Out extends string>(
  value: ResponsiveValue<In>,
  map: (input: In) => Out,
): ResponsiveValue<Out> {
  if (typeof value === 'string') return map(value);
  const mapOne = (input: In | null | undefined) => (input == null ? input : map(input));
  if (Array.isArray(value)) return (value as (In | null)[]).map(mapOne) as ResponsiveValue<Out>;
  return Object.fromEntries(Object.entries(value).map(([key, input]) => [key, mapOne(input)]));
}
