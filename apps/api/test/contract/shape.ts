/**
 * The shape of a JSON value with its values left out: what two answers to the same request must
 * share when they come from different data (the real server and the mocks).
 */
export type Shape = 'null' | 'string' | 'number' | 'boolean' | Shape[] | { [key: string]: Shape };

export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  }
  return typeof value as 'string' | 'number' | 'boolean';
}

/**
 * Where two shapes disagree, as paths (`data[].artists[].role: string ≠ number`). A null matches
 * anything (a nullable field holds a value in one answer and not in the other), and array items
 * are compared across both arrays, so an empty list matches any list.
 */
export function shapeDifferences(a: Shape, b: Shape, path = '$'): string[] {
  if (a === 'null' || b === 'null') return [];
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return [`${path}: ${describe(a)} ≠ ${describe(b)}`];
    const items = [...a, ...b];
    const first = items.find((item) => item !== 'null');
    if (first === undefined) return [];
    return items.flatMap((item) => shapeDifferences(first, item, `${path}[]`)).filter(unique);
  }
  if (typeof a === 'object' || typeof b === 'object') {
    if (typeof a !== 'object' || typeof b !== 'object') {
      return [`${path}: ${describe(a)} ≠ ${describe(b)}`];
    }
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => {
      if (!(key in a)) return [`${path}.${key}: only in the second answer`];
      if (!(key in b)) return [`${path}.${key}: only in the first answer`];
      return shapeDifferences(a[key] as Shape, b[key] as Shape, `${path}.${key}`);
    });
  }
  return a === b ? [] : [`${path}: ${a} ≠ ${b}`];
}

function describe(shape: Shape): string {
  return Array.isArray(shape) ? 'array' : typeof shape === 'object' ? 'object' : shape;
}

function unique(value: string, index: number, all: string[]): boolean {
  return all.indexOf(value) === index;
}
