import { listSets, routePatternOf, routes, validationErrorBody } from '@rabbithole/api-contract';
import {
  handlerFor,
  makeSet,
  mockServer,
  removeSet,
  renameSet,
  resetMockStore,
  setsHandlers,
} from '@rabbithole/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiContractError, ApiError } from './ApiError.ts';
import { createApiClient } from './client.ts';
import { categorize } from './retryPolicy.ts';

const client = createApiClient({ baseUrl: 'http://localhost' });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

/** The raw route of `GET /api/sets`, for answers the contract does not allow. */
const anySetsUrl = `*${routePatternOf(listSets)}`;

/** Answers `GET /api/sets` with `response` and records the URL it was asked for. */
function answerSets(response: () => Response) {
  const seen: URL[] = [];
  mockServer.use(
    http.get(anySetsUrl, ({ request }) => {
      seen.push(new URL(request.url));
      return response();
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('requests', () => {
  it('put /api before the path and leave undefined query values out', async () => {
    const seen = answerSets(() =>
      HttpResponse.json({ data: [], pagination: { offset: 20, count: 0, total: 0 } }),
    );
    await client.request(listSets, {
      query: { genre: 'Deep House', offset: 20, search: undefined },
    });
    expect(seen[0]!.pathname).toBe('/api/sets');
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      genre: 'Deep House',
      offset: '20',
    });
  });

  it('parse a real page from the mocked API', async () => {
    const page = await client.request(listSets, { query: { offset: 20 } });
    expect(page.pagination).toEqual({ offset: 20, count: 20, total: 45 });
  });

  it("send the endpoint's method, encoded params and a JSON body, and parse its answer", async () => {
    const seen: { method: string; url: string; type: string | null; body: unknown }[] = [];
    mockServer.use(
      handlerFor(renameSet, async ({ request, params, body }) => {
        seen.push({
          method: request.method,
          url: request.url,
          type: request.headers.get('content-type'),
          body,
        });
        return makeSet({ id: params.id, set_name: body.set_name });
      }),
    );
    const signedIn = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => 't' });
    const set = await signedIn.request(renameSet, {
      params: { id: 7 },
      body: { set_name: 'Dawn / Dusk' },
    });
    expect(set).toMatchObject({ id: 7, set_name: 'Dawn / Dusk' });
    expect(seen).toEqual([
      {
        method: 'PUT',
        url: 'http://localhost/api/sets/7',
        type: 'application/json',
        body: { set_name: 'Dawn / Dusk' },
      },
    ]);
  });

  it('read a 204 as null', async () => {
    mockServer.use(handlerFor(removeSet, () => null));
    const signedIn = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => 't' });
    await expect(signedIn.request(removeSet, { params: { id: 3 } })).resolves.toBeNull();
  });

  it('are typed by the endpoint: params and body exactly when it declares them', () => {
    // Type checks only (tsc runs over tests); nothing is sent.
    const typed = () => [
      // @ts-expect-error renameSet needs its params and body
      client.request(renameSet),
      // @ts-expect-error listSets has no path params
      client.request(listSets, { params: { id: 1 } }),
      // @ts-expect-error nor a body
      client.request(listSets, { body: {} }),
    ];
    expect(typed).toBeTypeOf('function');
  });
});

describe('errors', () => {
  it('turn an error body into an ApiError with its code, message and description', async () => {
    mockServer.use(...setsHandlers.error);
    const error = await rejection(client.request(listSets));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      code: 500,
      message: 'Internal Server Error',
      description: 'The sets could not be loaded.',
    });
  });

  it('carry validation errors so forms can read errors.json', async () => {
    answerSets(() =>
      HttpResponse.json(validationErrorBody('json', { username: ['Taken.'] }), { status: 422 }),
    );
    const error = await rejection(client.request(listSets));
    expect(error).toMatchObject({ status: 422, errors: { json: { username: ['Taken.'] } } });
  });

  it('carry the mocked server’s own 422 for a query it refuses', async () => {
    const error = await rejection(
      client.request(listSets, { query: { order_by: 'release_date', after: 'yesterday' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors?.query).toEqual({
      after: ['Must be a date (YYYY-MM-DD) when sorting by release_date.'],
    });
  });

  it('still report the status when the error body is not JSON', async () => {
    answerSets(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(client.request(listSets));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 502 });
  });

  it('report a network failure as a 500 from an unresponsive server', async () => {
    answerSets(() => HttpResponse.error());
    const error = await rejection(client.request(listSets));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'The server is unresponsive' });
    expect((error as ApiError).description).toBeTruthy();
  });

  it('let a cancelled request reject as an abort, not as a server failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(client.request(listSets, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('name the call and the field when a success answer breaks the contract', async () => {
    answerSets(() => HttpResponse.json({ data: [{ id: 'one' }], pagination: { offset: 0 } }));
    const error = await rejection(client.request(listSets));
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toContain('GET http://localhost/api/sets');
    expect((error as Error).message).toMatch(/pagination\.count/);
  });

  it('check an answer to a call made with a route alone against its endpoint', async () => {
    const page = await client.request(routes.listSets, { query: { offset: 20 } });
    expect(page.pagination).toEqual({ offset: 20, count: 20, total: 45 });
    answerSets(() => HttpResponse.json({ data: [{ id: 'one' }], pagination: { offset: 0 } }));
    const error = await rejection(client.request(routes.listSets));
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toMatch(/pagination\.count/);
  });

  it('treat a success status other than the declared one as a contract break', async () => {
    answerSets(() => new HttpResponse(null, { status: 204 }));
    const error = await rejection(client.request(listSets));
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toMatch(/status 204, where it declares 200/);
  });
});

describe('authorization', () => {
  it('sends a Bearer token when one is supplied and none for guests', async () => {
    const headers: (string | null)[] = [];
    mockServer.use(
      http.get(anySetsUrl, ({ request }) => {
        headers.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
      }),
    );
    const signedIn = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => 'abc' });
    await signedIn.request(listSets);
    await client.request(listSets);
    expect(headers).toEqual(['Bearer abc', null]);
  });

  it('gets the 401 of a bearer endpoint called without a token', async () => {
    mockServer.use(handlerFor(removeSet, () => null));
    const error = await rejection(client.request(removeSet, { params: { id: 3 } }));
    expect(error).toMatchObject({ status: 401, code: 401, message: 'Unauthorized' });
  });
});

describe('retry policy', () => {
  it('retries server failures, rate limits and expired tokens, never client errors or contract breaks', () => {
    const error = (status: number) => new ApiError({ status, code: status, message: 'x' });
    expect([500, 503, 429, 401].map((s) => categorize(error(s)))).toEqual([
      'network',
      'network',
      'rate-limited',
      'token-expired',
    ]);
    expect([400, 403, 404, 422].map((s) => categorize(error(s)))).toEqual([null, null, null, null]);
    expect(categorize(new ApiContractError('GET /api/sets', 'bad'))).toBeNull();
  });
});
