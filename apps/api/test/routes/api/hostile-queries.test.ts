import {
  endpoints,
  ErrorBodySchema,
  routePatternOf,
  successSchemaOf,
  ValidationErrorBodySchema,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { insertMockCatalog } from '../../contract/mock-catalog.ts';
import { createAccount, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

// Hostile query values (control characters, NUL bytes, huge numbers, repeated or array-shaped
// parameters, unicode, overlong text) against every read of the contract: each answers 422 with
// the validation body, or what a harmless value would get, and never a 5xx. The list of
// endpoints comes from the contract, so a new read is covered the day it is added. Reads that
// need a token (the queue, notifications, the admin's) are asked by a signed-in admin, so the
// values reach their validation instead of stopping at 401.

const CATALOG_GETS = Object.values(endpoints as Record<string, EndpointDescription>).filter(
  (endpoint) => endpoint.method === 'GET' && !['health', 'session', 'users'].includes(endpoint.tag),
);

/** Raw (already percent-encoded) values no query field may accept. */
const REFUSED_EVERYWHERE = [
  '%00',
  'a%00b',
  '%01',
  'x%1B%5B2Jy',
  '%7F',
  'line%0Abreak',
  'tab%09tab',
  'x'.repeat(5_000),
];

/** Also refused by fields that hold a number or one of a list of words. */
const REFUSED_BY_STRICT_FIELDS = [
  '99999999999999999999999',
  '-1',
  '-99999999999999999999',
  '1.5',
  '1e309',
  'Infinity',
  'NaN',
  '%D9%A1%D9%A2',
  '%F0%9F%8E%A7',
  '%EF%BD%8E%EF%BD%81%EF%BD%8D%EF%BD%85',
  '__proto__',
  'constructor',
];

const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '%00',
  '1%00',
  '1%0A',
  '99999999999999999999',
  '2147483648',
  '1e400',
  'Infinity',
  'NaN',
  '%D9%A1',
  '%F0%9F%8E%A7',
];

let testApp: TestApp;
/** The Authorization of an admin, sent to every read that needs a token. */
let authorization: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none', adminUsers: ['hostile'] });
  // A populated catalog, so the handler behind a value that slips through validation really runs
  // its SQL (a 404 for a missing parent would hide a crash).
  await insertMockCatalog(testApp.app.db);
  const { access_token } = await signIn(testApp.app, await createAccount(testApp.app, 'hostile'));
  authorization = `Bearer ${access_token}`;
});

afterAll(async () => {
  await testApp.close();
});

/** The endpoint's path with an existing id (labels are numbered from 101 in the catalog). */
function pathOf(endpoint: EndpointDescription, id?: string): string {
  const known = endpoint.path.startsWith('/labels') ? '101' : '1';
  return routePatternOf(endpoint).replace(':id', id ?? known);
}

function queryFields(endpoint: EndpointDescription): string[] {
  return endpoint.query instanceof z.ZodMiniObject ? Object.keys(endpoint.query.shape) : [];
}

/** Whether a field refuses plain words: a number, a genre, a sort field… (not search text). */
function isStrict(endpoint: EndpointDescription, field: string): boolean {
  const schema = (endpoint.query as z.ZodMiniObject).shape[field] as z.ZodMiniType;
  return !schema.safeParse('plainword').success;
}

/** GET `url` of `endpoint`, with a token when the endpoint needs one. */
async function get(endpoint: EndpointDescription, url: string) {
  const headers = ['bearer', 'admin'].includes(endpoint.access) ? { authorization } : {};
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  let body: unknown = undefined;
  try {
    body = response.json();
  } catch {
    // Left undefined: every answer of the API is JSON, and the checks below say so.
  }
  return { status: response.statusCode, body };
}

/** Requests whose answer is not a 422 naming `location.field` (or is not in that body's shape). */
async function notRefused(
  endpoint: EndpointDescription,
  urls: string[],
  location: 'query' | 'params',
  field: string,
) {
  const wrong: string[] = [];
  for (const url of urls) {
    const { status, body } = await get(endpoint, url);
    const parsed = ValidationErrorBodySchema.safeParse(body);
    const named = parsed.success && parsed.data.errors[location]?.[field] !== undefined;
    if (status !== 422 || !named) wrong.push(`${url.slice(0, 120)} → ${String(status)}`);
  }
  return wrong;
}

/** A check only some endpoints have: defined for those, absent (not skipped) for the others. */
function itIf(condition: boolean, name: string, test: () => Promise<void>) {
  if (condition) it(name, test);
}

describe.each(CATALOG_GETS.map((endpoint) => [endpoint.operationId, endpoint] as const))(
  '%s',
  (_, endpoint) => {
    const fields = queryFields(endpoint);

    itIf(
      fields.length > 0,
      'answers 422 naming the field for control characters, NUL, overlong and repeated values',
      async () => {
        const wrong: string[] = [];
        for (const field of fields) {
          const values = [
            ...REFUSED_EVERYWHERE,
            ...(isStrict(endpoint, field) ? REFUSED_BY_STRICT_FIELDS : []),
          ];
          const urls = values.map((value) => `${pathOf(endpoint)}?${field}=${value}`);
          urls.push(`${pathOf(endpoint)}?${field}=1&${field}=2`);
          urls.push(`${pathOf(endpoint)}?${field}=a&${field}=b&${field}=c`);
          wrong.push(...(await notRefused(endpoint, urls, 'query', field)));
        }
        expect(wrong).toEqual([]);
      },
    );

    itIf(fields.includes('order_by'), 'answers 422 for an order_by it does not have', async () => {
      const urls = ['nope', 'set_meta.nope', 'likes;drop table sets', 'id', 'toString'].map(
        (value) => `${pathOf(endpoint)}?order_by=${encodeURIComponent(value)}`,
      );
      expect(await notRefused(endpoint, urls, 'query', 'order_by')).toEqual([]);
    });

    // A list sorted only by time (notifications) has no text cursor: its `after` is checked
    // with every other field above.
    const textSorts = ['name', 'set_name', 'title', 'artist', 'label_name', 'sponsor'].filter(
      (field) => endpoint.query?.safeParse({ order_by: field, after: 'm' }).success,
    );
    itIf(
      fields.includes('after') && textSorts.length > 0,
      'answers 422 for a control character in an after cursor of every text sort',
      async () => {
        const urls = textSorts.flatMap((field) =>
          ['%00', 'm%00', 'm%01', 'm%1F', 'm%7F'].map(
            (after) => `${pathOf(endpoint)}?order_by=${field}&after=${after}`,
          ),
        );
        expect(await notRefused(endpoint, urls, 'query', 'after')).toEqual([]);
      },
    );

    it('ignores array-shaped and prototype keys like any unknown key, answering as without them', async () => {
      const plain = await get(endpoint, pathOf(endpoint));
      expect(plain.status).toBeLessThan(500);
      const odd = [
        ...fields.flatMap((field) => [`${field}[]=x`, `${field}[0]=1`, `${field}[a]=b`]),
        '__proto__=x',
        '__proto__[offset]=5',
        'constructor[prototype]=x',
      ];
      for (const query of odd) {
        const answer = await get(endpoint, `${pathOf(endpoint)}?${query}`);
        expect({ query, status: answer.status, body: answer.body }).toEqual({
          query,
          status: plain.status,
          body: plain.body,
        });
      }
    });

    itIf(
      fields.includes('search'),
      'answers unicode and malformed percent-encoding in text without a 5xx',
      async () => {
        for (const value of [
          'H%C3%A9l%C3%A8ne',
          '%F0%9F%8E%A7%F0%9F%94%A5',
          '%E2%80%AEreversed',
          'e%CC%81',
          '%E4%B8%AD%E6%96%87',
          '%FF',
          '%C3%28',
          '%ED%A0%80',
          '%',
          '%%25%',
          "'%20or%201=1--",
          '%5C',
        ]) {
          const { status, body } = await get(endpoint, `${pathOf(endpoint)}?search=${value}`);
          expect(status, value).toBeLessThan(500);
          const schema = status === 422 ? ValidationErrorBodySchema : successSchemaOf(endpoint);
          expect(schema.safeParse(body).success, value).toBe(true);
        }
      },
    );

    itIf(
      endpoint.path.includes('{id}'),
      'answers 422 naming params.id for a path id that is not one, 404 for one that is missing',
      async () => {
        const urls = BAD_IDS.map((id) => pathOf(endpoint, id));
        expect(await notRefused(endpoint, urls, 'params', 'id')).toEqual([]);
        const missing = await get(endpoint, pathOf(endpoint, '2147483647'));
        expect(missing.status).toBe(404);
        expect(ErrorBodySchema.parse(missing.body).code).toBe(404);
      },
    );
  },
);
