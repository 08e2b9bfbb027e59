import { getMe, refreshTokens } from '@rabbithole/api-contract';
import { mockServer, SIGNED_IN_SESSION } from '@rabbithole/mocks/node';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeSession, until, withMockApi } from './test/session-kit.ts';

withMockApi();

const storedFor = (minutesLeft: number) => ({
  accessToken: SIGNED_IN_SESSION.access_token,
  refreshToken: SIGNED_IN_SESSION.refresh_token,
  tokenExpiry: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
});

/** The network is gone: every call to these endpoints fails as fetch does offline. */
const unreachable = (...endpoints: { method: string; path: string }[]) =>
  endpoints.map(({ method, path }) =>
    http[method.toLowerCase() as 'get' | 'put'](`*/api${path}`, () => HttpResponse.error()),
  );

describe('a signed-in session restored while offline', () => {
  it('stays signed in on its stored tokens, and reads its user when the network is back', async () => {
    mockServer.use(...unreachable(getMe));
    const connectivity = new EventTarget();
    const { session, storage } = makeSession({ stored: storedFor(50), connectivity });
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-in', user: null });
    expect(storage.getItem('accessToken')).toBe(SIGNED_IN_SESSION.access_token);

    mockServer.resetHandlers();
    connectivity.dispatchEvent(new Event('online'));
    await until(() => session.getState().user !== null);
    expect(session.getState()).toMatchObject({ status: 'signed-in', user: { id: 1 } });
  });

  it('is not signed out when the token it needs refreshing cannot be refreshed', async () => {
    mockServer.use(...unreachable(getMe, refreshTokens));
    const { session, storage } = makeSession({ stored: storedFor(5), connectivity: null });
    await session.ready();
    expect(session.getState().status).toBe('signed-in');
    expect(storage.getItem('refreshToken')).toBe(SIGNED_IN_SESSION.refresh_token);
  });
});
