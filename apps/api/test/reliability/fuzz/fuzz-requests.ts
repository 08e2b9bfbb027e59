import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../../src/config.ts';
import { requestOf, type FuzzRequest, type Parts } from './encode-request.ts';
import {
  invalidValueOf,
  isPlainObject,
  mayConform,
  NASTY_TEXT,
  RawNumber,
  validValueOf,
  type JsonSchema,
} from './json-schema-values.ts';
import type { Operation, Parameter } from './openapi-operations.ts';

export type { FuzzRequest } from './encode-request.ts';

/** Who is calling: the Authorization sent to operations that take a Bearer, or none. */
export interface Caller {
  authorization: string | null;
}

/** Authorization headers that identify nobody, for the operations that need someone. */
export interface BadCredentials {
  authorizations: string[];
}

type Values = Record<string, unknown>;

/** Ids that no row has: the fuzz's own catalog counts well below. */
const UNKNOWN_ID = fc.integer({ min: 2_000_000_000, max: 2_147_483_647 });

const paramsIn = (operation: Operation, where: Parameter['in']) =>
  operation.parameters.filter((parameter) => parameter.in === where);

/** How a query or path value reads as the server coerces it: the text, or the number in it. */
function mayConformText(schema: JsonSchema, text: string): boolean {
  return (
    mayConform(schema, text) ||
    mayConform(schema, Number(text)) ||
    (['true', 'false'].includes(text) && mayConform(schema, text === 'true'))
  );
}

const INVALID_TEXT = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  '1e400',
  '\u0000',
  '1\n',
  '١٢',
  '🎧',
  'not-an-option',
  '__proto__',
  "1' or '1'='1",
  '<b>1</b>',
];

/** Percent signs that start no character: a lone one, bad hex, a cut or overlong UTF-8 byte run. */
const BROKEN_ENCODINGS = ['%', '1%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%D8%00'];

function invalidTextOf(schema: JsonSchema): fc.Arbitrary<string> | null {
  const long = schema.maxLength === undefined ? [] : ['x'.repeat(schema.maxLength + 1)];
  const candidates = [...long, ...INVALID_TEXT].filter((text) => !mayConformText(schema, text));
  return candidates.length ? fc.constantFrom(...candidates) : null;
}

function validTextOf(parameter: Parameter): fc.Arbitrary<string> {
  return validValueOf(parameter.schema, parameter.name).map(String);
}

function validPartsOf(operation: Operation, caller: Caller): fc.Arbitrary<Parts> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of paramsIn(operation, 'path')) {
    // Not a path segment: empty, or a dot segment every URL parser removes before sending.
    params[parameter.name] = validTextOf(parameter).filter(
      (text) => !['', '.', '..'].includes(text),
    );
  }
  const query: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const parameter of paramsIn(operation, 'query')) {
    // Optional ones now and then: every one at once would mostly make a cursor without its sort.
    query[parameter.name] = parameter.required
      ? validTextOf(parameter)
      : fc.oneof(
          { weight: 2, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: validTextOf(parameter) },
        );
  }
  const body = operation.body
    ? fc.tuple(validValueOf(operation.body), fc.boolean()).map(([value, extra]) =>
        // An unknown key: the server may ignore or refuse it, never fail on it.
        extra && isPlainObject(value) ? { ...value, unexpected_field: NASTY_TEXT[0] } : value,
      )
    : fc.constant(undefined);
  const basic = fc
    .tuple(fc.constantFrom(...NASTY_TEXT, 'fuzzer'), fc.constantFrom(...NASTY_TEXT))
    .map(([user, password]) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  const authorization = operation.needsBasic ? basic : fc.constant(caller.authorization);
  return fc.record({
    params: fc.record(params),
    query: fc.record(query).map(definedOnly),
    body,
    authorization,
    headers: oddHeaders,
  });
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** What HTTP lets a header carry (no CR, LF or NUL; Latin-1), from the nasty text. */
const HEADER_TEXT = NASTY_TEXT.filter((text) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text));

/** Headers every server reads or logs, with values no browser would send. */
const oddHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'accept-encoding',
    'origin',
    'referer',
    'cookie',
    'user-agent',
    'x-forwarded-for',
    'x-request-id',
    'if-none-match',
    'if-modified-since',
    'range',
  ),
  fc.oneof(fc.constantFrom(...HEADER_TEXT), fc.constant('x'.repeat(8_000))),
  { maxKeys: 3 },
);

/** Requests the document allows, their text nasty: any answer below 500 is acceptable. */
export function validShapedRequestOf(
  operation: Operation,
  caller: Caller,
): fc.Arbitrary<FuzzRequest> {
  return validPartsOf(operation, caller).map((parts) => requestOf(operation, parts, ''));
}

type Mutation = [hostility: string, arbitrary: fc.Arbitrary<Parts>];

/**
 * Requests no server may accept, each a valid-shaped one with one thing wrong: a value out of its
 * schema, a missing field, an id no row has, a body that is not JSON or too big, no credentials.
 * Every one must be refused with a 4xx, and leave the database as it was. Empty when nothing
 * about the operation can be made wrong (GET /api/healthz).
 */
export function rejectedRequestOf(
  operation: Operation,
  caller: Caller,
  bad: BadCredentials,
): fc.Arbitrary<FuzzRequest> | null {
  const base = validPartsOf(operation, caller);
  const mutations: Mutation[] = [];
  const replace = (
    hostility: string,
    key: 'params' | 'query',
    name: string,
    value: fc.Arbitrary<string> | null,
  ) => {
    if (!value) return;
    mutations.push([
      hostility,
      fc
        .tuple(base, value)
        .map(([parts, text]) => ({ ...parts, [key]: { ...parts[key], [name]: text } })),
    ]);
  };
  for (const parameter of paramsIn(operation, 'path')) {
    replace(`path ${parameter.name}`, 'params', parameter.name, invalidTextOf(parameter.schema));
    if (parameter.name === 'id') replace('unknown path id', 'params', 'id', UNKNOWN_ID.map(String));
    mutations.push([
      `path ${parameter.name} badly percent-encoded`,
      fc
        .tuple(base, fc.constantFrom(...BROKEN_ENCODINGS))
        .map(([parts, raw]) => ({ ...parts, rawParams: { [parameter.name]: raw } })),
    ]);
  }
  for (const parameter of paramsIn(operation, 'query')) {
    replace(`query ${parameter.name}`, 'query', parameter.name, invalidTextOf(parameter.schema));
  }
  if (operation.body) mutations.push(...bodyMutations(operation.body, base));
  if (operation.method !== 'GET') mutations.push(...transportMutations(base));
  if (operation.needsBearer || operation.needsBasic) {
    const wrong = fc.constantFrom(...bad.authorizations, null);
    mutations.push([
      'credentials',
      fc.tuple(base, wrong).map(([parts, authorization]) => ({ ...parts, authorization })),
    ]);
  }
  if (mutations.length === 0) return null;
  return fc.oneof(
    ...mutations.map(([hostility, arbitrary]) =>
      arbitrary.map((parts) => requestOf(operation, parts, hostility)),
    ),
  );
}

function bodyMutations(schema: JsonSchema, base: fc.Arbitrary<Parts>): Mutation[] {
  const mutations: Mutation[] = [];
  const withBody = (arbitrary: fc.Arbitrary<unknown>) =>
    fc
      .tuple(base, arbitrary)
      .map(([parts, body]) => ({ ...parts, body }))
      .filter((parts) => !mayConform(schema, parts.body));
  const deep = '['.repeat(10_000) + ']'.repeat(10_000);
  mutations.push([
    'body of the wrong type',
    withBody(fc.constantFrom<unknown>(null, [], 'text', 42, true, [{}], new RawNumber(deep))),
  ]);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const invalid = invalidValueOf(property);
    if (invalid) {
      mutations.push([
        `body ${key}`,
        fc.tuple(base, invalid).map(([parts, value]) => ({
          ...parts,
          body: { ...(parts.body as Values), [key]: value },
        })),
      ]);
    }
    if (schema.required?.includes(key)) {
      mutations.push([
        `body without ${key}`,
        withBody(base.map((parts) => omit(parts.body as Values, key))),
      ]);
    }
    if (/(^|_)id$/.test(key) && property.type === 'integer') {
      mutations.push([
        `unknown ${key}`,
        fc
          .tuple(base, UNKNOWN_ID)
          .map(([parts, id]) => ({ ...parts, body: { ...(parts.body as Values), [key]: id } })),
      ]);
    }
  }
  return mutations;
}

function omit(values: Values, key: string): Values {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name !== key));
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  '[1,2',
  '"open',
  '{"a":1}{"b":2}',
  '',
];
const NOT_JSON_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

function transportMutations(base: fc.Arbitrary<Parts>): Mutation[] {
  const raw = (text: fc.Arbitrary<string>, contentType: fc.Arbitrary<string>) =>
    fc
      .tuple(base, text, contentType)
      .map(([parts, bodyText, type]) => ({ ...parts, raw: { text: bodyText, contentType: type } }));
  const huge = `{"text":"${'a'.repeat(BODY_LIMIT_BYTES)}"}`;
  return [
    ['malformed JSON', raw(fc.constantFrom(...MALFORMED_JSON), fc.constant('application/json'))],
    ['not JSON', raw(fc.constant('{}'), fc.constantFrom(...NOT_JSON_TYPES))],
    ['body over the limit', raw(fc.constant(huge), fc.constant('application/json'))],
  ];
}
