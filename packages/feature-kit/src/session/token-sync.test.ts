import { describe, expect, it, vi } from 'vitest';
import { TOKEN_SYNC_MAX_AGE_MS, createTokenSync, type TokenSyncOptions } from './token-sync.ts';

const page = { href: 'https://rabbithole.test/home', origin: 'https://rabbithole.test' };

function sync(options: Partial<TokenSyncOptions> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null)));
  const log = vi.fn();
  const tokenSync = createTokenSync({
    url: '/auth/sync',
    location: page,
    secureContext: true,
    now: () => 1_000_000,
    fetch,
    log,
    ...options,
  });
  return { tokenSync, fetch, log };
}

describe('token sync (spec.md section 7)', () => {
  it('POSTs a fresh token as Bearer and DELETEs on sign-out, to the same-origin URL', async () => {
    const { tokenSync, fetch } = sync();
    await tokenSync.signedIn('t1', 1_000_000 - TOKEN_SYNC_MAX_AGE_MS + 1);
    await tokenSync.signedOut();
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, init?.headers])).toEqual([
      ['https://rabbithole.test/auth/sync', 'POST', { Authorization: 'Bearer t1' }],
      ['https://rabbithole.test/auth/sync', 'DELETE', {}],
    ]);
  });

  it('sends no token 5 minutes old or older', async () => {
    const { tokenSync, fetch } = sync();
    await tokenSync.signedIn('old', 1_000_000 - TOKEN_SYNC_MAX_AGE_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does nothing outside a secure context, for another origin, or when no URL is set', async () => {
    for (const options of [
      { secureContext: false },
      { url: 'https://elsewhere.test/sync' },
      { url: undefined },
    ]) {
      const { tokenSync, fetch } = sync(options);
      await tokenSync.signedIn('t', 1_000_000);
      await tokenSync.signedOut();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('only logs a failed call', async () => {
    const { tokenSync, log } = sync({ fetch: () => Promise.reject(new TypeError('offline')) });
    await expect(tokenSync.signedOut()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Token sync failed', expect.any(TypeError));
  });
});
