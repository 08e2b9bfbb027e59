import { handlers, SIGNED_IN_SESSION } from '@rabbithole/mocks';
import { getResponse, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { render } from 'vitest-browser-react';
import { createApiClient, setDefaultApiClient } from '../../api/index.ts';
import {
  SessionProvider,
  createSession,
  createTokenManager,
  createTokenSync,
} from '../../session/index.ts';
import { NotifyContext, type NotifyOptions, type ToastTone } from '../../toasts/index.ts';

// The hooks' tests run in Chromium against the mock API of the stories, answered in the page
// itself by MSW's handlers (no service worker to register), by the app's own client and session.

/** One snackbar a hook asked for. */
export interface Note {
  message: string;
  tone: ToastTone;
  timeout?: number | undefined;
}

/** The mock API's default handlers behind a fetch, with `use` putting others in front. */
function mockFetch() {
  let extra: RequestHandler[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await getResponse([...extra, ...handlers], request);
    if (!response) throw new Error(`No mock answers ${request.method} ${request.url}`);
    return response;
  };
  const use = (...more: RequestHandler[]) => {
    extra = [...more, ...extra];
  };
  return { fetch, use };
}

export interface SignedIn<Result> {
  /** What the hook returned at its last render. */
  result: () => Result;
  /** The snackbars it asked for, in order. */
  notes: Note[];
  /** Puts these handlers in front of the default ones, e.g. a variant. */
  use: (...handlers: RequestHandler[]) => void;
}

/**
 * Renders `hook` inside a signed-in session (SIGNED_IN_SESSION restored from storage, as after a
 * reload) with a fresh SWR cache; `result()` is what it returned last, `notes` what it said.
 */
export async function renderSignedIn<Result>(hook: () => Result): Promise<SignedIn<Result>> {
  const api = mockFetch();
  localStorage.setItem('accessToken', SIGNED_IN_SESSION.access_token);
  localStorage.setItem('refreshToken', SIGNED_IN_SESSION.refresh_token);
  localStorage.setItem('tokenExpiry', new Date(Date.now() + 50 * 60_000).toISOString());
  const tokens = createTokenManager({ fetch: api.fetch, storageEvents: null });
  const client = createApiClient({ tokens, fetch: api.fetch });
  setDefaultApiClient(client);
  const session = createSession({
    client,
    tokens,
    loadFirebase: () => Promise.resolve(null),
    tokenSync: createTokenSync({ url: undefined }),
  });

  const notes: Note[] = [];
  const notify = (message: string, tone: ToastTone, options?: NotifyOptions) => {
    notes.push({ message, tone, timeout: options?.timeout });
  };
  let last: { result: Result } | undefined;
  function Probe() {
    last = { result: hook() };
    return null;
  }
  const wrap = (children: ReactNode) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NotifyContext value={notify}>
        <SessionProvider session={session}>{children}</SessionProvider>
      </NotifyContext>
    </SWRConfig>
  );
  await render(wrap(<Probe />));
  await session.ready();

  return {
    notes,
    use: api.use,
    result: (): Result => {
      if (!last) throw new Error('The hook has not rendered yet.');
      return last.result;
    },
  };
}
