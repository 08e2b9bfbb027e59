import { listSets } from '@rabbithole/api-contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { createApiClient, type ApiClientOptions, type TokenSource } from './client.ts';
import type { ClientMode } from './clientMode.ts';
import { fakePage } from './fakePage.ts';
import { loadAnswers } from './lazyAnswers.ts';

const START = Date.parse('2026-03-01T12:00:00.000Z');
const EMPTY_PAGE = { data: [], pagination: { offset: 0, count: 0, total: 0 } };

interface Seen {
  at: number;
  authorization: string | null;
}

/** A fetch that records when each call came and with which credentials, then answers. */
function server(answer: (call: number, request: Request) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ at: Date.now() - START, authorization: request.headers.get('authorization') });
    return answer(seen.length, request);
  });
  return { fetch, seen };
}

function tokens(overrides: Partial<TokenSource> = {}): TokenSource {
  return {
    getValidToken: vi.fn(async () => 'token'),
    forceRefresh: vi.fn(async () => 'token'),
    ...overrides,
  };
}

function clientFor(fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) {
  return createApiClient({
    baseUrl: 'http://api.test',
    fetch,
    tokens: tokens(),
    mode: fakePage('visible').mode,
    createRequestId: () => 'generated-id',
    ...options,
  });
}

/** Settles `promise` while the fake clock runs, and returns what it rejected with. */
async function failure(promise: Promise<unknown>, runFor = 10 * 60_000): Promise<unknown> {
  const outcome = promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(runFor);
  return outcome;
}

const unavailable = () =>
  Response.json({ code: 503, message: 'Service Unavailable' }, { status: 503 });

// The client checks answers with a module it loads on the first answer; loaded here first, so the
// fake clock never runs ahead of a module import (a real wait) on the way to a retry's timer.
beforeAll(() => loadAnswers());
beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

describe('retries by client mode', () => {
  it.each<[ClientMode, DocumentVisibilityState, number[]]>([
    ['foreground', 'visible', [0, 1000]],
    ['background', 'hidden', [0, 1000, 3000, 7000]],
  ])('in the %s retry after 2^attempt seconds', async (_mode, visibility, times) => {
    const { fetch, seen } = server(unavailable);
    const client = clientFor(fetch, { mode: fakePage(visibility).mode });
    const error = await failure(client.request(listSets));
    expect(error).toMatchObject({ status: 503 });
    expect(seen.map((call) => call.at)).toEqual(times);
  });

  it('follow visibility changes', async () => {
    const { fetch, seen } = server(unavailable);
    const tab = fakePage('visible');
    const client = clientFor(fetch, { mode: tab.mode });
    tab.show('hidden');
    await failure(client.request(listSets));
    expect(seen).toHaveLength(4);
    tab.show('visible');
    await failure(client.request(listSets));
    expect(seen).toHaveLength(6);
  });

  it('stop as soon as a retry succeeds', async () => {
    const { fetch, seen } = server((call) =>
      call === 1 ? unavailable() : Response.json(EMPTY_PAGE),
    );
    const page = clientFor(fetch).request(listSets);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(page).resolves.toEqual(EMPTY_PAGE);
    expect(seen).toHaveLength(2);
  });
});

describe('a 401', () => {
  it('forces a refresh and retries with the new token', async () => {
    const forceRefresh = vi.fn(async () => 'fresh');
    const source = tokens({ forceRefresh });
    const { fetch, seen } = server((call) =>
      call === 1 ? new Response(null, { status: 401 }) : Response.json(EMPTY_PAGE),
    );
    const me = clientFor(fetch, { tokens: source }).request(listSets);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(me).resolves.toEqual(EMPTY_PAGE);
    expect(forceRefresh).toHaveBeenCalledTimes(1);
    expect(seen.map((call) => call.authorization)).toEqual(['Bearer token', 'Bearer fresh']);
    expect(seen[1]!.at).toBe(1000);
  });

  it('is returned when the retries run out', async () => {
    const { fetch, seen } = server(() => new Response(null, { status: 401 }));
    const error = await failure(clientFor(fetch).request(listSets));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
  });

  it('is returned at once when the session has ended (the refresh gives null)', async () => {
    const { fetch, seen } = server(() => new Response(null, { status: 401 }));
    const source = tokens({ forceRefresh: vi.fn(async () => null) });
    const error = await failure(clientFor(fetch, { tokens: source }).request(listSets));
    expect(error).toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it('to a call that carried no token is the answer, not a reason to refresh', async () => {
    const { fetch, seen } = server(() => new Response(null, { status: 401 }));
    const forceRefresh = vi.fn(async () => 'fresh');
    const source = tokens({ getValidToken: async () => null, forceRefresh });
    const error = await failure(clientFor(fetch, { tokens: source }).request(listSets));
    expect(error).toMatchObject({ status: 401 });
    expect(forceRefresh).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});

describe('a 429', () => {
  it.each([
    ['its Retry-After', { 'retry-after': '5' }, 5000],
    ['60 s without Retry-After', {}, 60_000],
  ])('waits %s before the retry', async (_case, headers, wait) => {
    const { fetch, seen } = server((call) =>
      call === 1 ? new Response(null, { status: 429, headers }) : Response.json(EMPTY_PAGE),
    );
    const result = clientFor(fetch).request(listSets);
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(EMPTY_PAGE);
    expect(seen.map((call) => call.at)).toEqual([0, wait]);
  });

  it('holds every rate-limited call until the server said to come back', async () => {
    const { fetch, seen } = server((call) =>
      call === 1
        ? new Response(null, { status: 429, headers: { 'retry-after': '30' } })
        : call === 2
          ? new Response(null, { status: 429, headers: { 'retry-after': '1' } })
          : Response.json(EMPTY_PAGE),
    );
    const client = clientFor(fetch);
    const both = Promise.all([client.request(listSets), client.request(listSets)]);
    await vi.advanceTimersByTimeAsync(30_000);
    await both;
    expect(seen.map((call) => call.at)).toEqual([0, 0, 30_000, 30_000]);
  });
});

describe('failure messages', () => {
  it('a network failure is "The server is unresponsive", a 500 with a description', async () => {
    const { fetch, seen } = server(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(clientFor(fetch).request(listSets));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      message: 'The server is unresponsive',
      description: 'fetch failed',
    });
    expect(seen).toHaveLength(2);
  });

  it('any other exception is "Request failed" with its text and a generated request id', async () => {
    const { fetch, seen } = server(() => Response.json(EMPTY_PAGE));
    const source = tokens({ getValidToken: () => Promise.reject(new Error('storage is locked')) });
    const log = vi.fn();
    const error = await failure(clientFor(fetch, { tokens: source, log }).request(listSets));
    expect(log).toHaveBeenCalledWith('Request failed', new Error('storage is locked'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      message: 'Request failed',
      error: 'storage is locked',
      requestId: 'generated-id',
    });
    expect(seen).toHaveLength(0);
  });

  it('a failed refresh is "Request failed" with the answer\'s request id, and asks to sign in', async () => {
    const { fetch } = server(
      () => new Response(null, { status: 401, headers: { 'x-request-id': 'req-42' } }),
    );
    const source = tokens({
      forceRefresh: () => Promise.reject(new Error('Token refresh failed: 502')),
    });
    const client = clientFor(fetch, { tokens: source });
    const reauthenticate = vi.fn();
    client.recovery.onReauthenticate(reauthenticate);
    const error = await failure(client.request(listSets));
    expect(error).toMatchObject({
      status: 500,
      message: 'Request failed',
      error: 'Token refresh failed: 502',
      requestId: 'req-42',
    });
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });

  it('field errors come from body.errors.json', async () => {
    const { fetch } = server(() =>
      Response.json(
        { code: 422, message: 'Invalid', errors: { json: { email: ['Taken.'] } } },
        { status: 422 },
      ),
    );
    const error = await failure(clientFor(fetch).request(listSets));
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Taken.'] });
  });
});

describe('per-call auth', () => {
  it('sends UTF-8 Basic credentials and never retries them', async () => {
    const { fetch, seen } = server(() => new Response(null, { status: 401 }));
    const client = clientFor(fetch);
    const error = await failure(
      client.request(listSets, { auth: { basic: { username: 'dj', password: 'pässwörd ✓' } } }),
    );
    expect(error).toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    const encoded = seen[0]!.authorization!.replace(/^Basic /, '');
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('dj:pässwörd ✓');
  });

  it("'none' sends no token and never retries", async () => {
    const { fetch, seen } = server(unavailable);
    const getValidToken = vi.fn(async () => 'token');
    const source = tokens({ getValidToken });
    const error = await failure(
      clientFor(fetch, { tokens: source }).request(listSets, { auth: 'none' }),
    );
    expect(error).toMatchObject({ status: 503 });
    expect(seen).toEqual([{ at: 0, authorization: null }]);
    expect(getValidToken).not.toHaveBeenCalled();
  });

  it('retry: false sends a bearer call once', async () => {
    const { fetch, seen } = server(unavailable);
    await failure(clientFor(fetch).request(listSets, { retry: false }));
    expect(seen).toHaveLength(1);
  });
});

describe('cancellation', () => {
  it('stops the wait before a retry and rejects with the abort', async () => {
    const { fetch, seen } = server(unavailable);
    const controller = new AbortController();
    const result = clientFor(fetch).request(listSets, { signal: controller.signal });
    let outcome: unknown;
    void result.catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((outcome as Error | undefined)?.name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toHaveLength(1);
  });
});
