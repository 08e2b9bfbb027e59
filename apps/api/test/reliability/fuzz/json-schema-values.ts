import fc from 'fast-check';

/** The part of JSON Schema that /api/openapi.json uses for parameters and request bodies. */
export interface JsonSchema {
  type?: 'integer' | 'number' | 'string' | 'boolean' | 'null' | 'object' | 'array';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/**
 * A number written into the JSON text as is: `1e400` or `9007199254740993`, which JSON.stringify
 * cannot produce from a JS number but any client can send.
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

/**
 * Whether `value` may be valid for `schema`, erring towards yes: formats, `oneOf` exclusivity and
 * `additionalProperties: false` (the server may strip unknown keys) are not held against it. A
 * value this says no to is certainly invalid, so the server must refuse it.
 */
export function mayConform(schema: JsonSchema, value: unknown): boolean {
  if (value instanceof RawNumber) return mayConform(schema, Number(value.text));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => mayConform(branch, value));
  if (schema.enum && !schema.enum.includes(value)) return false;
  switch (schema.type) {
    case undefined:
      return true;
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'number':
      return typeof value === 'number' && numberFits(schema, value);
    case 'string':
      return typeof value === 'string' && stringFits(schema, value);
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => !schema.items || mayConform(schema.items, item))
      );
    case 'object':
      return isPlainObject(value) && objectFits(schema, value);
  }
}

function numberFits(schema: JsonSchema, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (schema.type === 'integer' && !Number.isSafeInteger(value)) return false;
  return (
    value >= (schema.minimum ?? -Infinity) &&
    value <= (schema.maximum ?? Infinity) &&
    value > (schema.exclusiveMinimum ?? -Infinity) &&
    value < (schema.exclusiveMaximum ?? Infinity)
  );
}

function stringFits(schema: JsonSchema, value: string): boolean {
  // JSON Schema counts code points, zod UTF-16 units: either reading may be the server's.
  const lengths = [value.length, Array.from(value).length];
  const fits = lengths.some(
    (length) => length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Infinity),
  );
  return fits && (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
}

function objectFits(schema: JsonSchema, value: Record<string, unknown>): boolean {
  if (!(schema.required ?? []).every((key) => Object.hasOwn(value, key))) return false;
  return Object.entries(schema.properties ?? {}).every(
    ([key, property]) =>
      !Object.hasOwn(value, key) ||
      // zod fills a defaulted field that is sent as undefined; JSON cannot send undefined.
      mayConform(property, value[key]),
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text a field may hold, chosen to trip up SQL, HTML, bidi rendering and UTF-16 handling. */
export const NASTY_TEXT = [
  "'; drop table sets; --",
  "' or '1'='1",
  'Robert"); DELETE FROM users WHERE ("1"="1',
  '1; select pg_sleep(5)',
  "$1 $$ \\x00 E'\\\\'",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}} ${7*7} %s%n%x',
  '../../../../etc/passwd',
  '\u202Egnp.exe',
  'שלום עולם مرحبا',
  '𝄞🎧🏳️‍🌈👩🏽‍💻',
  'Z̴̡̛a̶̧͝l̷̛g̸o̵',
  '\u200B\u200D\uFEFF',
  '   ',
  'null',
  '__proto__',
  'constructor',
  'ｎａｍｅ',
  '١٢٣',
];

/**
 * Text within `schema`'s length (and pattern, when it has one): nasty constants, any unicode,
 * and control characters (which only some fields accept).
 */
function textOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 300, 300);
  const controls = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map(String.fromCharCode) });
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.constantFrom(...NASTY_TEXT) },
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
      { weight: 1, arbitrary: controls },
      { weight: 1, arbitrary: fc.string({ minLength: max, maxLength: max }) },
    )
    .map((text) => text.slice(0, max).padEnd(min, 'x'));
}

/** Ids the mock catalog (labels from 101) and the accounts have, so a call finds rows. */
const likelyId = fc.integer({ min: 1, max: 120 });

function numberOf(schema: JsonSchema, name: string): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum ?? -(2 ** 31),
    schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1,
  );
  const max = Math.min(schema.maximum ?? 2 ** 31 - 1, (schema.exclusiveMaximum ?? Infinity) - 1);
  const any = fc.integer({ min, max });
  const edges = fc.constantFrom(min, max);
  // Small values too: moments within a set (ms), places in a queue.
  const small = fc.integer({ min, max: Math.min(max, min + 600_000) });
  const ids = /(^|_)id$/.test(name) ? [{ weight: 8, arbitrary: likelyId }] : [];
  return fc.oneof(
    { weight: 2, arbitrary: any },
    { weight: 1, arbitrary: edges },
    { weight: 2, arbitrary: small },
    ...ids,
  );
}

/** Values `schema` accepts (as far as JSON Schema says), their text chosen to be nasty. */
export function validValueOf(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validValueOf(branch, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case undefined:
      return fc.constantFrom(null, 'x', 1, true);
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberOf(schema, name);
    case 'string':
      if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
      // JSON Schema does not say a field is an address; its name does, and zod checks it.
      if (name === 'email') return fc.oneof(fc.emailAddress({ size: 'small' }), textOf(schema));
      return textOf(schema);
    case 'array':
      return fc.array(validValueOf(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return validObjectOf(schema);
  }
}

/** Every required property and, some of the time, each optional one. */
function validObjectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = schema.required ?? [];
  const properties = Object.entries(schema.properties ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of properties) record[key] = validValueOf(property, key);
  const optional = properties.map(([key]) => key).filter((key) => !required.includes(key));
  return fc
    .record(record, { requiredKeys: required })
    .map((value) =>
      Object.fromEntries(
        Object.entries(value).filter(
          ([key, item]) => item !== undefined || !optional.includes(key),
        ),
      ),
    );
}

/** Every kind of value a JSON body can hold in a field, and some no JSON encoder would write. */
const ANY_WRONG: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  new RawNumber('9007199254740993'),
  new RawNumber('1e400'),
  new RawNumber('-1e400'),
  new RawNumber('1.0000000000000000001'),
  '',
  '1',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  '\u0000',
  [],
  [1],
  {},
  { $gt: '' },
  // An own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype).
  JSON.parse('{"__proto__": {"admin": true}}'),
];

/**
 * Values certainly invalid for `schema`: wrong types, out of range, too long, not an option.
 * Null when the schema takes anything.
 */
export function invalidValueOf(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const tailored: unknown[] = [];
  if (schema.maxLength !== undefined) tailored.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) tailored.push('x'.repeat(schema.minLength - 1));
  if (schema.enum || schema.pattern) tailored.push('not-an-option', ' 1', '1 ');
  if (schema.maximum !== undefined) tailored.push(schema.maximum + 1);
  if (schema.minimum !== undefined) tailored.push(schema.minimum - 1);
  if (schema.exclusiveMinimum !== undefined) tailored.push(schema.exclusiveMinimum);
  if (schema.maxItems !== undefined && schema.maxItems <= 100) {
    tailored.push(Array.from({ length: schema.maxItems + 1 }, () => 1));
  }
  const candidates = [...tailored, ...ANY_WRONG].filter((value) => !mayConform(schema, value));
  return candidates.length ? fc.constantFrom(...candidates) : null;
}
