import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './token-manager-memory-storage.ts';
import {
  createTokenManager,
  type RefreshRequest,
  type TokenManagerOptions,
  type TokenPairInput,
} from './token-manager.ts';

const START = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;

/** A refresh the test settles by hand, counting how often it was asked. */
function manualRefresh() {
  const calls: RefreshRequest[] = [];
  const pending: { resolve: (pair: TokenPairInput) => void; reject: (e: unknown) => void }[] = [];
  const refresh = vi.fn(
    (request: RefreshRequest) =>
      new Promise<TokenPairInput>((resolve, reject) => {
        calls.push(request);
        pending.push({ resolve, reject });
      }),
  );
  return {
    refresh,
    calls,
    answer: (pair: TokenPairInput) => pending.shift()?.resolve(pair),
    fail: (error: unknown) => pending.shift()?.reject(error),
  };
}

/** A manager over a fresh storage that already holds `old` with `minutesLeft` to live. */
function signedIn(minutesLeft: number, options: TokenManagerOptions = {}) {
  const storage = memoryStorage({
    accessToken: 'old',
    refreshToken: 'r1',
    tokenExpiry: new Date(Date.now() + minutesLeft * MINUTE).toISOString(),
  });
  const manager = createTokenManager({ storage, storageEvents: null, ...options });
  return { storage, manager };
}

function jwtExpiringAt(ms: number): string {
  const payload = Buffer.from(JSON.stringify({ exp: ms / 1000 })).toString('base64url');
  return `header.${payload}.signature`;
}

beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

describe('auth state', () => {
  it('is unknown, internal with a stored refresh token, firebase with a Firebase user', () => {
    const storage = memoryStorage();
    const manager = createTokenManager({ storage, storageEvents: null, refresh: vi.fn() });
    expect(manager.authState).toBe('unknown');
    manager.storeTokens({ access_token: 'a', refresh_token: 'r', expires_in: 3600 });
    expect(manager.authState).toBe('internal');
    manager.useFirebase({ getIdToken: vi.fn() });
    expect(manager.authState).toBe('firebase');
    manager.useFirebase(null);
    expect(manager.authState).toBe('internal');
  });
});

describe('getValidToken', () => {
  it('reuses a token with more than 10 minutes left and refreshes one with less', async () => {
    const { refresh, answer } = manualRefresh();
    const { manager } = signedIn(10 + 1 / 60, { refresh });
    await expect(manager.getValidToken()).resolves.toBe('old');
    expect(refresh).not.toHaveBeenCalled();

    vi.setSystemTime(START + 2000);
    const token = manager.getValidToken();
    expect(refresh).toHaveBeenCalledTimes(1);
    answer({ access_token: 'new', refresh_token: 'r2', expires_in: 3600 });
    await expect(token).resolves.toBe('new');
  });

  it('gives a guest null without trying to refresh', async () => {
    const refresh = vi.fn();
    const manager = createTokenManager({ storage: memoryStorage(), storageEvents: null, refresh });
    await expect(manager.getValidToken()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('internal refresh', () => {
  it('sends PUT /api/tokens with both tokens and assumes 60 minutes without expires_in', async () => {
    const seen: { method: string; url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({ method: request.method, url: request.url, body: await request.json() });
      return Response.json({ access_token: 'new', refresh_token: 'r2' });
    });
    const { storage, manager } = signedIn(2, { fetch, baseUrl: 'http://api.test' });
    await expect(manager.forceRefresh()).resolves.toBe('new');
    expect(seen).toEqual([
      {
        method: 'PUT',
        url: 'http://api.test/api/tokens',
        body: { access_token: 'old', refresh_token: 'r1' },
      },
    ]);
    expect(storage.getItem('accessToken')).toBe('new');
    expect(storage.getItem('refreshToken')).toBe('r2');
    expect(storage.getItem('tokenExpiry')).toBe(new Date(START + 60 * MINUTE).toISOString());
  });

  it('rejects a non-ok answer with "Token refresh failed: {status}" and keeps the tokens', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    const { storage, manager } = signedIn(2, { fetch });
    await expect(manager.forceRefresh()).rejects.toThrow('Token refresh failed: 503');
    expect(storage.getItem('refreshToken')).toBe('r1');
  });

  it('refuses an answer that carries no access token', async () => {
    const fetch = vi.fn(async () => Response.json({ refresh_token: 'r2' }));
    const { storage, manager } = signedIn(2, { fetch });
    await expect(manager.forceRefresh()).rejects.toThrow('Token refresh failed: 200');
    expect(storage.getItem('accessToken')).toBe('old');
  });

  it('rejects with "No authentication method…" without a refresh token or Firebase user', async () => {
    const storage = memoryStorage({
      accessToken: 'old',
      tokenExpiry: new Date(START).toISOString(),
    });
    const manager = createTokenManager({ storage, storageEvents: null, refresh: vi.fn() });
    await expect(manager.getValidToken()).rejects.toThrow(
      'No authentication method available for token refresh',
    );
  });

  it('emits tokenRefreshed with the token and the time', async () => {
    const { refresh, answer } = manualRefresh();
    const { manager } = signedIn(2, { refresh });
    const events: unknown[] = [];
    manager.on('tokenRefreshed', (detail) => events.push(detail));
    const token = manager.forceRefresh();
    answer({ access_token: 'new', expires_in: 3600 });
    await token;
    expect(events).toEqual([{ token: 'new', timestamp: START }]);
  });
});

describe('one refresh at a time', () => {
  it('queues concurrent callers behind one refresh and gives them all the new token', async () => {
    const { refresh, answer } = manualRefresh();
    const { manager } = signedIn(2, { refresh });
    const tokens = Promise.all(Array.from({ length: 10 }, () => manager.forceRefresh()));
    answer({ access_token: 'new', refresh_token: 'r2', expires_in: 3600 });
    await expect(tokens).resolves.toEqual(Array(10).fill('new'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('skips a refresh within 30 s of the last one and gives the current token', async () => {
    const { refresh, answer } = manualRefresh();
    const { manager } = signedIn(60, { refresh });
    const first = manager.forceRefresh();
    answer({ access_token: 'new', refresh_token: 'r2', expires_in: 3600 });
    await first;

    vi.setSystemTime(START + 29_999);
    await expect(manager.forceRefresh()).resolves.toBe('new');
    expect(refresh).toHaveBeenCalledTimes(1);

    vi.setSystemTime(START + 30_000);
    const later = manager.forceRefresh();
    expect(refresh).toHaveBeenCalledTimes(2);
    answer({ access_token: 'newer', refresh_token: 'r3', expires_in: 3600 });
    await expect(later).resolves.toBe('newer');
  });
});

describe('scheduled refresh', () => {
  it('runs 5 minutes before expiry', async () => {
    const { refresh } = manualRefresh();
    signedIn(60, { refresh });
    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the token is already inside the last 5 minutes', async () => {
    const { refresh } = manualRefresh();
    signedIn(4, { refresh });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is set again from each new token', async () => {
    const { refresh, answer } = manualRefresh();
    signedIn(4, { refresh });
    await vi.advanceTimersByTimeAsync(0);
    answer({ access_token: 'new', refresh_token: 'r2', expires_in: 20 * 60 });
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('an ended session', () => {
  it('on a 401 from the refresh clears the tokens, emits authError and gives waiters null', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    const { storage, manager } = signedIn(2, { fetch });
    const errors: unknown[] = [];
    manager.on('authError', (detail) => errors.push(detail));
    const waiters = Promise.all([
      manager.forceRefresh(),
      manager.forceRefresh(),
      manager.getValidToken(),
    ]);
    await expect(waiters).resolves.toEqual([null, null, null]);
    expect(errors).toEqual([{ message: 'Authentication expired' }]);
    expect([
      storage.getItem('accessToken'),
      storage.getItem('refreshToken'),
      storage.getItem('tokenExpiry'),
    ]).toEqual([null, null, null]);
  });

  it.each(['auth/user-token-expired', 'auth/user-not-found'])(
    'on Firebase %s does the same',
    async (code) => {
      const { storage, manager } = signedIn(2, { refresh: vi.fn() });
      manager.useFirebase({
        getIdToken: () => Promise.reject(Object.assign(new Error(code), { code })),
      });
      const errors: unknown[] = [];
      manager.on('authError', (detail) => errors.push(detail));
      await expect(manager.forceRefresh()).resolves.toBeNull();
      expect(errors).toEqual([{ message: 'Authentication expired' }]);
      expect(storage.getItem('accessToken')).toBeNull();
      expect(manager.authState).toBe('unknown');
    },
  );
});

describe('Firebase refresh', () => {
  it('forces a new ID token and stores it with its own expiry', async () => {
    const getIdToken = vi.fn(async () => jwtExpiringAt(START + 45 * MINUTE));
    const { storage, manager } = signedIn(2, { refresh: vi.fn() });
    manager.useFirebase({ getIdToken });
    const token = await manager.forceRefresh();
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(token).toBe(jwtExpiringAt(START + 45 * MINUTE));
    expect(storage.getItem('tokenExpiry')).toBe(new Date(START + 45 * MINUTE).toISOString());
  });
});

describe('logout', () => {
  it('removes the three values, stops the timer and the queue, and emits logout', async () => {
    const { refresh, answer } = manualRefresh();
    const { storage, manager } = signedIn(60, { refresh });
    storage.setItem('next', '/sets');
    const events: string[] = [];
    manager.on('logout', () => events.push('logout'));
    manager.on('tokenRefreshed', () => events.push('tokenRefreshed'));

    const waiting = manager.forceRefresh();
    manager.logout();
    await expect(waiting).resolves.toBeNull();
    answer({ access_token: 'late', refresh_token: 'r2', expires_in: 3600 });
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE);

    expect(events).toEqual(['logout']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('tokenExpiry')).toBeNull();
    expect(storage.getItem('next')).toBe('/sets');
  });
});

describe('other tabs', () => {
  function storageEvent(storage: Storage, key: string | null) {
    return Object.assign(new Event('storage'), { key, storageArea: storage });
  }

  it('sees a sign-out in another tab as a logout here', () => {
    const storageEvents = new EventTarget();
    const { storage, manager } = signedIn(60, { refresh: vi.fn(), storageEvents });
    const events: string[] = [];
    manager.on('logout', () => events.push('logout'));
    storage.removeItem('accessToken');
    storageEvents.dispatchEvent(storageEvent(storage, 'accessToken'));
    storage.removeItem('refreshToken');
    storageEvents.dispatchEvent(storageEvent(storage, 'refreshToken'));
    expect(events).toEqual(['logout']);
  });

  it('follows a refresh made in another tab instead of refreshing the used token again', async () => {
    const storageEvents = new EventTarget();
    const { refresh } = manualRefresh();
    const { storage, manager } = signedIn(6, { refresh, storageEvents });
    storage.setItem('accessToken', 'theirs');
    storage.setItem('tokenExpiry', new Date(START + 60 * MINUTE).toISOString());
    storageEvents.dispatchEvent(storageEvent(storage, 'tokenExpiry'));
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
    await expect(manager.getValidToken()).resolves.toBe('theirs');

    // A 401 here just after their refresh must not send the refresh token they already used.
    vi.setSystemTime(START + 2 * MINUTE + 29_000);
    storageEvents.dispatchEvent(storageEvent(storage, 'accessToken'));
    await expect(manager.forceRefresh()).resolves.toBe('theirs');
    expect(refresh).not.toHaveBeenCalled();
  });
});
