import {
  endpoints,
  ErrorBodySchema,
  successSchemaOf,
  urlOf,
  ValidationErrorBodySchema,
  type EndpointDescription,
} from '@rabbithole/api-contract';
import { mockServer, resetMockStore } from '@rabbithole/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';
import { insertMockCatalog } from './mock-catalog.ts';
import { CONTRACT_REQUESTS, type ContractRequest } from './requests.ts';
import { shapeDifferences, shapeOf } from './shape.ts';

// Acceptance 2 of the catalog issue: the same request list against the real server (on the mocks'
// catalog, same ids) and against the MSW handlers the stories and client tests use; the answers
// must agree in status, schema, keys, value types and pagination, whatever their values.

const MOCK_ORIGIN = 'http://mocks.test';
let testApp: TestApp;

interface Answer {
  status: number;
  body: unknown;
}

function urlFor({ endpoint, id, query, raw }: ContractRequest, origin = ''): string {
  const params = id === undefined ? undefined : { id };
  const url = urlOf(endpoint, { params, query } as never, origin);
  return raw === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}${raw}`;
}

async function fromServer(request: ContractRequest): Promise<Answer> {
  const response = await testApp.app.inject({ method: 'GET', url: urlFor(request) });
  return { status: response.statusCode, body: response.json() };
}

async function fromMocks(request: ContractRequest): Promise<Answer> {
  const response = await fetch(urlFor(request, MOCK_ORIGIN));
  return { status: response.status, body: await response.json() };
}

/** What an answer must satisfy on its own: its status's schema, and a page's own arithmetic. */
function checkAnswer(request: ContractRequest, { status, body }: Answer, side: string) {
  const label = `${side} ${urlFor(request)}`;
  if (status === 422) {
    expect(ValidationErrorBodySchema.safeParse(body).success, label).toBe(true);
  } else if (status >= 400) {
    expect(ErrorBodySchema.safeParse(body).success, label).toBe(true);
  } else {
    const parsed = successSchemaOf(request.endpoint).safeParse(body);
    expect(parsed.success, `${label}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(
      true,
    );
    const page = body as { data?: unknown[]; pagination?: Record<string, number> };
    if (page.pagination) {
      expect(page.pagination.offset, label).toBe(Number(request.query?.offset ?? 0));
      expect(page.pagination.count, label).toBe(page.data?.length);
      expect(page.pagination.count, label).toBeLessThanOrEqual(Number(request.query?.limit ?? 20));
    }
  }
}

/** Which fields a 422 names, by location: the two sides must refuse for the same reasons. */
function refusedFields(body: unknown) {
  const { errors } = ValidationErrorBodySchema.parse(body);
  return Object.fromEntries(
    Object.entries(errors).map(([location, fields]) => [location, Object.keys(fields).sort()]),
  );
}

/**
 * Both sides hold the same catalog, so where the rules are exact (no forgiving search, no data
 * the test does not write: likes, comments) the rows must be the same too, in the same order.
 */
function sameRows({ endpoint, query }: ContractRequest): boolean {
  return (
    query?.search === undefined &&
    ![
      endpoints.listFeaturedSets,
      endpoints.listFeaturedTracks,
      endpoints.listSetPosts,
      endpoints.listTrackPosts,
    ].includes(endpoint as never)
  );
}

function rowsOf(body: unknown) {
  const { data, pagination, id } = body as {
    data?: { id: number }[];
    pagination?: unknown;
    id?: number;
  };
  return data ? { ids: data.map((item) => item.id), pagination } : { id };
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  await insertMockCatalog(testApp.app.db);
  mockServer.listen({ onUnhandledRequest: 'error' });
  resetMockStore();
});

afterAll(async () => {
  mockServer.close();
  await testApp.close();
});

describe('the MSW handlers answer like the real server', () => {
  it('the request list covers every catalog read of the contract', () => {
    const catalogReads = Object.values(endpoints as Record<string, EndpointDescription>).filter(
      (endpoint) =>
        // The player's queue and the notifications are the caller's own, as the users' tabs
        // are, and the admin's ID search an operator's: no catalog read.
        endpoint.method === 'GET' &&
        !['health', 'session', 'users', 'player', 'notifications', 'admin'].includes(endpoint.tag),
    );
    const covered = new Set(CONTRACT_REQUESTS.map((request) => request.endpoint.operationId));
    expect(
      catalogReads.map((endpoint) => endpoint.operationId).filter((id) => !covered.has(id)),
    ).toEqual([]);
  });

  it.each(CONTRACT_REQUESTS.map((request) => [urlFor(request), request] as const))(
    'GET %s',
    async (_, request) => {
      const [server, mocks] = await Promise.all([fromServer(request), fromMocks(request)]);
      expect(
        mocks.status,
        `mocks vs server status (server said ${JSON.stringify(server.body)})`,
      ).toBe(server.status);
      checkAnswer(request, server, 'server');
      checkAnswer(request, mocks, 'mocks');
      if (server.status === 422) {
        expect(refusedFields(mocks.body)).toEqual(refusedFields(server.body));
      } else if (server.status >= 400) {
        expect(ErrorBodySchema.parse(mocks.body).code).toBe(server.status);
      }
      expect(shapeDifferences(shapeOf(server.body), shapeOf(mocks.body))).toEqual([]);
      if (server.status === 200 && sameRows(request)) {
        expect(rowsOf(mocks.body), 'the same rows in the same order').toEqual(rowsOf(server.body));
      }
    },
  );
});
