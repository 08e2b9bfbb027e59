import { PASSWORD_USER, SIGNED_IN_SESSION } from '@rabbithole/mocks';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createApiClient } from '../api/index.ts';
import { SessionProvider, useSession } from './SessionProvider.tsx';
import { createSession } from './session.ts';
import { memoryStorage } from './token-manager-memory-storage.ts';
import { createTokenManager } from './token-manager.ts';

const origin = 'http://localhost';

/** A session restored from stored tokens: GET /api/me answers PASSWORD_USER, the rest 204. */
function signedInSession() {
  const storage = memoryStorage({
    accessToken: SIGNED_IN_SESSION.access_token,
    refreshToken: SIGNED_IN_SESSION.refresh_token,
    tokenExpiry: new Date(Date.now() + 50 * 60_000).toISOString(),
  });
  const fetch = (input: string | URL | Request) =>
    Promise.resolve(
      new URL(input instanceof Request ? input.url : input).pathname === '/api/me'
        ? Response.json(PASSWORD_USER)
        : new Response(null, { status: 204 }),
    );
  const tokens = createTokenManager({ storage, storageEvents: null, baseUrl: origin });
  const client = createApiClient({ baseUrl: origin, tokens, fetch });
  return createSession({
    client,
    tokens,
    storage,
    loadFirebase: () => Promise.resolve(null),
    tokenSync: { signedIn: () => Promise.resolve(), signedOut: () => Promise.resolve() },
  });
}

/** What the readers fetched and showed, render by render. */
interface ReaderLog {
  fetches: string[];
  shown: string[];
}

/** A read of the listener's own stats, as the catalog containers make it. */
function OwnStats({ record }: { record: ReaderLog }) {
  const { user, status } = useSession();
  return status === 'loading' ? null : <Stats record={record} username={user?.username} />;
}

function Stats({
  record,
  username = 'guest',
}: {
  record: ReaderLog;
  username?: string | undefined;
}) {
  const { data = 'loading' } = useSWR('/api/sets/1', () => {
    record.fetches.push(username);
    return Promise.resolve(`stats of ${username}`);
  });
  record.shown.push(data);
  return <p>{data}</p>;
}

describe('SessionProvider', () => {
  it("forgets every read when the user signs out, so nobody sees the last listener's stats", async () => {
    const session = signedInSession();
    const record: ReaderLog = { fetches: [], shown: [] };
    const app = (page: string) => (
      <SessionProvider session={session}>
        <OwnStats key={page} record={record} />
      </SessionProvider>
    );
    const screen = await render(app('home'));
    await session.ready();
    await expect.element(screen.getByText(`stats of ${PASSWORD_USER.username}`)).toBeVisible();

    await session.logout();
    const shownBefore = record.shown.length;
    // The next reader comes after SWR's 2 s window in which a read is not repeated.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await screen.rerender(app('next page'));
    await expect.element(screen.getByText('stats of guest')).toBeVisible();
    expect(record.fetches).toEqual([PASSWORD_USER.username, 'guest']);
    // Not even for a moment while the new read was on its way.
    expect(record.shown.slice(shownBefore)).not.toContain(`stats of ${PASSWORD_USER.username}`);
  });
});
