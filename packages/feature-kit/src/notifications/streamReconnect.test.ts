import { NOTIFICATION_RETRY_MS, NOTIFICATION_STREAM_PATH } from '@rabbithole/api-contract';
import {
  PASSWORD_USER,
  SIGNED_IN_SESSION,
  mockServer,
  notificationStreamHandler,
  pushNotification,
  resetMockStore,
} from '@rabbithole/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { createNotificationStream, type StreamStatus } from './notificationStream.ts';

// The stream against the mock server, as the app reads the real one: through the API client's
// `open`, with the signed-in listener's Bearer.

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const ME = PASSWORD_USER.id;
const client = createApiClient({
  baseUrl: 'http://localhost',
  getAccessToken: () => SIGNED_IN_SESSION.access_token,
});

/** The Last-Event-ID of every stream request the server received, in order. */
function streamRequests() {
  const lastEventIds: (string | null)[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(NOTIFICATION_STREAM_PATH)) {
      lastEventIds.push(request.headers.get('last-event-id'));
    }
  });
  return lastEventIds;
}

describe('the notification stream over the mock API', () => {
  afterEach(() => mockServer.events.removeAllListeners());

  it('reconnects with Last-Event-ID after a drop and misses nothing written meanwhile', async () => {
    // Every connection drops after one notification.
    mockServer.use(notificationStreamHandler({ dropAfter: 1 }));
    const requests = streamRequests();
    const seen: (string | undefined)[] = [];
    const statuses: StreamStatus[] = [];
    const waits: number[] = [];
    // The wait between connections, held open until the test lets it go.
    let release: () => void = () => undefined;
    const stream = createNotificationStream({
      open: (headers, signal) => client.open(NOTIFICATION_STREAM_PATH, { headers, signal }),
      onNotification: (id) => seen.push(id),
      onStatus: (status) => statuses.push(status),
      wait: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => (release = resolve));
      },
    });
    stream.start();
    await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'live']));

    const first = pushNotification(ME);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('connecting'));
    expect(seen).toEqual([String(first.id)]);
    // Written while the client is away, between two connections.
    const second = pushNotification(ME);
    release();

    await vi.waitFor(() => expect(seen).toEqual([String(first.id), String(second.id)]));
    expect(requests.slice(0, 2)).toEqual([null, String(first.id)]);
    // It waited as the server's `retry:` asked.
    expect(waits[0]).toBe(NOTIFICATION_RETRY_MS);
    stream.stop();
  });
});
