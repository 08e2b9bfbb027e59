import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { createApiClient, type TokenSource } from './client.ts';

/** A fetch that records each call's URL and headers, then answers with the next status. */
function server(statuses: number[]) {
  const seen: { url: string; authorization: string | null; accept: string | null }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      accept: request.headers.get('accept'),
    });
    return new Response('stream', { status: statuses[seen.length - 1] ?? 500 });
  });
  return { fetch, seen };
}

const baseUrl = 'http://api.test';

function tokens(refreshed: string | null = 'fresh'): TokenSource {
  return {
    getValidToken: vi.fn(async () => 'stale'),
    forceRefresh: vi.fn(async () => refreshed),
  };
}

describe('open', () => {
  it('GETs the path below /api with the Bearer and the given headers, answering as it is', async () => {
    const { fetch, seen } = server([200]);
    const client = createApiClient({ baseUrl: 'http://api.test/', fetch, tokens: tokens() });
    const response = await client.open('/notifications/stream', {
      headers: { Accept: 'text/event-stream' },
    });
    expect(await response.text()).toBe('stream');
    expect(seen).toEqual([
      {
        url: 'http://api.test/api/notifications/stream',
        authorization: 'Bearer stale',
        accept: 'text/event-stream',
      },
    ]);
  });

  it('refreshes the token after a 401 and sends once more with the new one', async () => {
    const { fetch, seen } = server([401, 401]);
    const forceRefresh = vi.fn(async () => 'fresh');
    const client = createApiClient({
      baseUrl,
      fetch,
      tokens: { getValidToken: async () => 'stale', forceRefresh },
    });
    const response = await client.open('/notifications/stream');
    expect(response.status).toBe(401);
    expect(seen.map((call) => call.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(forceRefresh).toHaveBeenCalledTimes(1);
  });

  it('answers the 401 when the session cannot refresh, and other statuses at once', async () => {
    const ended = server([401]);
    const gone = await createApiClient({ baseUrl, fetch: ended.fetch, tokens: tokens(null) }).open(
      '/x',
    );
    expect(gone.status).toBe(401);
    expect(ended.seen).toHaveLength(1);
    const missing = server([404]);
    expect(
      (await createApiClient({ baseUrl, fetch: missing.fetch, tokens: tokens() }).open('/x'))
        .status,
    ).toBe(404);
    expect(missing.seen).toHaveLength(1);
  });

  it('sends no Authorization for a guest client', async () => {
    const { fetch, seen } = server([401]);
    expect((await createApiClient({ baseUrl, fetch }).open('/x')).status).toBe(401);
    expect(seen).toEqual([expect.objectContaining({ authorization: null })]);
  });

  it('rejects with "The server is unresponsive" when no answer comes', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await createApiClient({ baseUrl, fetch, tokens: tokens() })
      .open('/x')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The server is unresponsive');
  });
});
