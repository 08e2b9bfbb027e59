import { getMe } from '@rabbithole/api-contract';
import { mockServer, SIGNED_IN_SESSION } from '@rabbithole/mocks/node';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeSession, withMockApi } from './test/session-kit.ts';

withMockApi();

const stored = {
  accessToken: SIGNED_IN_SESSION.access_token,
  refreshToken: SIGNED_IN_SESSION.refresh_token,
  tokenExpiry: new Date(Date.now() + 50 * 60_000).toISOString(),
};
const serverUser = { id: 1, username: 'rendered-for' } as never;

/** Counts the session's GET /api/me calls. */
function countMe() {
  const asked = { count: 0 };
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === `/api${getMe.path}`) asked.count += 1;
  };
  mockServer.events.on('request:start', count);
  onTestFinished(() => mockServer.events.removeListener('request:start', count));
  return asked;
}

describe('a session for a page the server rendered', () => {
  it('starts signed in with the user the server read, and does not ask for it again', async () => {
    const asked = countMe();
    const { session } = makeSession({ stored, user: serverUser, connect: false });
    expect(session.getState()).toEqual({ status: 'signed-in', user: serverUser });
    session.connect();
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-in', user: serverUser });
    expect(asked.count).toBe(0);
  });

  it('signs out when this browser holds no token any more (a cookie outliving localStorage)', async () => {
    mockServer.use(http.get(`*/api${getMe.path}`, () => HttpResponse.json({}, { status: 401 })));
    const { session } = makeSession({ user: serverUser });
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-out', user: null });
  });
});
