import { listSets } from '@rabbithole/api-contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, loadAnswers } from '../api/index.ts';
import { memoryStorage } from './token-manager-memory-storage.ts';
import { createTokenManager, type TokenPairInput } from './token-manager.ts';

const START = Date.parse('2026-03-01T12:00:00.000Z');
const EMPTY_PAGE = { data: [], pagination: { offset: 0, count: 0, total: 0 } };

// The client checks answers with a module it loads on the first answer; loaded here first, so the
// fake clock never runs ahead of a module import (a real wait) on the way to a retry's timer.
beforeAll(() => loadAnswers());
beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

/** The API client over a token manager holding `old`, as the app wires them. */
function signedInClient() {
  const storage = memoryStorage({
    accessToken: 'old',
    refreshToken: 'r1',
    tokenExpiry: new Date(START + 60 * 60_000).toISOString(),
  });
  const refresh = vi.fn(async (): Promise<TokenPairInput> => ({
    access_token: 'new',
    refresh_token: 'r2',
    expires_in: 3600,
  }));
  const tokens = createTokenManager({ storage, refresh, storageEvents: null });
  const authorizations: (string | null)[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const authorization = new Request(input, init).headers.get('authorization');
    authorizations.push(authorization);
    return authorization === 'Bearer new'
      ? Response.json(EMPTY_PAGE)
      : new Response(null, { status: 401 });
  });
  const client = createApiClient({ baseUrl: 'http://api.test', fetch, tokens });
  return { client, refresh, authorizations };
}

describe('the API client with the token manager', () => {
  it('answers 10 concurrent 401s with exactly one refresh and retries all 10 with its token', async () => {
    const { client, refresh, authorizations } = signedInClient();
    const pages = Promise.all(Array.from({ length: 10 }, () => client.request(listSets)));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pages).resolves.toEqual(Array(10).fill(EMPTY_PAGE));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(authorizations).toEqual([
      ...Array.from({ length: 10 }, () => 'Bearer old'),
      ...Array.from({ length: 10 }, () => 'Bearer new'),
    ]);
  });
});
