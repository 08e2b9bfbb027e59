import {
  mockFirebaseAuth,
  mockServer,
  resetMockStore,
  type MockFirebaseIdentity,
} from '@rabbithole/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApiClient } from '../../api/index.ts';
import { createSession, type SessionOptions } from '../session.ts';
import { memoryStorage } from '../token-manager-memory-storage.ts';
import { createTokenManager } from '../token-manager.ts';
import type { TokenSync } from '../token-sync.ts';

// Shared by the session's unit tests: the MSW node server answering like the API, and a session
// wired as the app wires it (real client, real token manager) over a storage in memory.

export function withMockApi(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockStore());
  afterEach(() => {
    mockServer.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => mockServer.close());
}

/** Waits, in real time between checks, until `check` passes: works under fake timers too. */
export async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 200) throw new Error('Timed out waiting');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Firebase Auth whose popup yields `popup` (or fails with its error code), calls recorded. */
export function fakeFirebase(
  popup: MockFirebaseIdentity | { error: string },
  restored: MockFirebaseIdentity | null = null,
) {
  const adapter = mockFirebaseAuth({ popup, restored });
  return { adapter, load: vi.fn(() => Promise.resolve(adapter)) };
}

export function recordingSync() {
  const calls: string[] = [];
  const sync: TokenSync = {
    signedIn: (token) => {
      calls.push(`POST ${token}`);
      return Promise.resolve();
    },
    signedOut: () => {
      calls.push('DELETE');
      return Promise.resolve();
    },
  };
  return { sync, calls };
}

/**
 * A session over the mock API, connected to its token manager as SessionProvider connects it
 * (`connect: false` leaves that to the test).
 */
export function makeSession(
  options: Partial<SessionOptions> & { stored?: Record<string, string>; connect?: boolean } = {},
) {
  const storage = options.storage ?? memoryStorage(options.stored);
  const tokens = createTokenManager({ storage, storageEvents: null, baseUrl: 'http://localhost' });
  const client = createApiClient({ baseUrl: 'http://localhost', tokens });
  const log = vi.fn();
  const session = createSession({
    client,
    tokens,
    storage,
    log,
    loadFirebase: () => Promise.resolve(null),
    tokenSync: recordingSync().sync,
    ...options,
  });
  if (options.connect !== false) session.connect();
  return { session, storage, tokens, log };
}
