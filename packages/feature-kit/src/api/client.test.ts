import { SetsPageSchema, validationErrorBody } from '@rabbithole/api-contract';
import { mockServer, setsHandlers } from '@rabbithole/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchSetsPage } from '../sets/index.ts';
import { ApiContractError, ApiError } from './ApiError.ts';
import { buildApiUrl, createApiClient } from './client.ts';
import { isRetryable } from './swrConfig.ts';

const client = createApiClient({ baseUrl: 'http://localhost' });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

/** Answers `GET /api/sets` with `response` and records the URL it was asked for. */
function answerSets(response: () => Response) {
  const seen: URL[] = [];
  mockServer.use(
    http.get('*/api/sets', ({ request }) => {
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

describe('query strings', () => {
  it('puts /api before the path and leaves out undefined and null values', () => {
    expect(
      buildApiUrl('http://localhost/', '/sets', {
        genre: 'Deep House',
        offset: 20,
        search: undefined,
        after: null,
        featured: false,
      }),
    ).toBe('http://localhost/api/sets?genre=Deep+House&offset=20&featured=false');
    expect(buildApiUrl('', '/sets')).toBe('/api/sets');
  });

  it('sends the page query of a sets list, 20 at a time', async () => {
    const seen = answerSets(() =>
      HttpResponse.json({ data: [], pagination: { offset: 40, count: 0, total: 0 } }),
    );
    await fetchSetsPage({ offset: 40, genre: 'Techno', order_by: undefined }, { client });
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      offset: '40',
      genre: 'Techno',
      limit: '20',
    });
  });

  it('parses a real page from the mocked API', async () => {
    const page = await client.get('/sets', SetsPageSchema, { query: { offset: 20 } });
    expect(page.pagination).toEqual({ offset: 20, count: 20, total: 45 });
  });
});

describe('errors', () => {
  it('turns an error body into an ApiError with its code, message and description', async () => {
    mockServer.use(...setsHandlers.error);
    const error = await rejection(client.get('/sets', SetsPageSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      code: 500,
      message: 'Internal Server Error',
      description: 'The sets could not be loaded.',
    });
  });

  it('carries validation errors so forms can read errors.json', async () => {
    answerSets(() =>
      HttpResponse.json(validationErrorBody('json', { username: ['Taken.'] }), { status: 422 }),
    );
    const error = await rejection(client.get('/sets', SetsPageSchema));
    expect(error).toMatchObject({ status: 422, errors: { json: { username: ['Taken.'] } } });
  });

  it('still reports the status when the error body is not JSON', async () => {
    answerSets(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(client.get('/sets', SetsPageSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 502 });
  });

  it('reports a network failure as a 500 from an unresponsive server', async () => {
    answerSets(() => HttpResponse.error());
    const error = await rejection(client.get('/sets', SetsPageSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'The server is unresponsive' });
    expect((error as ApiError).description).toBeTruthy();
  });

  it('lets a cancelled request reject as an abort, not as a server failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      client.get('/sets', SetsPageSchema, { signal: controller.signal }),
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('names the request and the field when a success answer breaks the contract', async () => {
    answerSets(() => HttpResponse.json({ data: [{ id: 'one' }], pagination: { offset: 0 } }));
    const error = await rejection(client.get('/sets', SetsPageSchema));
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toContain('http://localhost/api/sets');
    expect((error as Error).message).toMatch(/pagination\.count/);
  });
});

describe('authorization', () => {
  it('sends a Bearer token when one is supplied and none for guests', async () => {
    const headers: (string | null)[] = [];
    mockServer.use(
      http.get('*/api/sets', ({ request }) => {
        headers.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: [], pagination: { offset: 0, count: 0, total: 0 } });
      }),
    );
    const signedIn = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => 'abc' });
    await signedIn.get('/sets', SetsPageSchema);
    await client.get('/sets', SetsPageSchema);
    expect(headers).toEqual(['Bearer abc', null]);
  });
});

describe('retry policy', () => {
  it('retries server failures and rate limits, never client errors or contract breaks', () => {
    const error = (status: number) => new ApiError({ status, code: status, message: 'x' });
    expect([500, 503, 429].map((s) => isRetryable(error(s)))).toEqual([true, true, true]);
    expect([400, 401, 404, 422].map((s) => isRetryable(error(s)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isRetryable(new ApiContractError('/api/sets', 'bad'))).toBe(false);
  });
});
