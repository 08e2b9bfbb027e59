import {
  API_PREFIX,
  NOTIFICATION_EVENT,
  NOTIFICATION_RETRY_MS,
  NOTIFICATION_STREAM_PATH,
  NotificationSchema,
} from '@rabbithole/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_USER, PASSWORD_USER } from '../fixtures/users.ts';
import {
  mockServer,
  notificationStreamHandler,
  notificationsHandlers,
  openNotificationStreams,
  pushNotification,
  seedNotifications,
  toNotification,
} from '../node.ts';
import { NADIA, withMockApi } from '../testing/mock-api.ts';

withMockApi();

const ME = PASSWORD_USER.id;
const URL = `http://localhost${API_PREFIX}${NOTIFICATION_STREAM_PATH}`;

/** One frame of the stream: its fields (`id`, `event`, `data`, `retry`, or `:` for a comment). */
type Frame = Record<string, string>;

function frameOf(text: string): Frame {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === 0 ? ':' : line.slice(0, colon);
    frame[field] = line.slice(colon + 1).trimStart();
  }
  return frame;
}

const open = new Set<AbortController>();
afterEach(() => {
  for (const controller of open) controller.abort();
  open.clear();
});

/** Opens the stream as the client does; `next()` is its next frame, or null once it ended. */
async function connect(headers: Record<string, string> = {}) {
  const controller = new AbortController();
  open.add(controller);
  const response = await fetch(URL, {
    headers: { Authorization: `Bearer ${NADIA}`, Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<Frame | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = frameOf(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        return frame;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  }
  return { response, next, close: () => controller.abort() };
}

const eventOf = (row: ReturnType<typeof pushNotification>): Frame => ({
  id: String(row.id),
  event: NOTIFICATION_EVENT,
  data: JSON.stringify(toNotification(row)),
});

describe('the notification stream', () => {
  it('asks for its retry, then sends each notification of the caller as it is written', async () => {
    seedNotifications(ME, 3);
    const stream = await connect();
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(await stream.next()).toEqual({ retry: String(NOTIFICATION_RETRY_MS) });
    pushNotification(GOOGLE_USER.id);
    const mine = pushNotification(ME);
    const frame = await stream.next();
    // Only what came after it opened, only the caller's.
    expect(frame).toEqual(eventOf(mine));
    expect(NotificationSchema.parse(JSON.parse(frame!.data!))).toMatchObject({ is_read: false });
    const later = pushNotification(ME);
    expect(await stream.next()).toEqual(eventOf(later));
  });

  it('replays, oldest first, what came after Last-Event-ID, then goes on live', async () => {
    const [third, second, first] = seedNotifications(ME, 3);
    const stream = await connect({ 'Last-Event-ID': String(first!.id) });
    expect(await stream.next()).toEqual({ retry: String(NOTIFICATION_RETRY_MS) });
    expect(await stream.next()).toEqual(eventOf(second!));
    expect(await stream.next()).toEqual(eventOf(third!));
    const live = pushNotification(ME);
    expect(await stream.next()).toEqual(eventOf(live));
  });

  it('with dropAfter, ends after that many notifications, as a dropped connection', async () => {
    mockServer.use(notificationStreamHandler({ dropAfter: 1 }));
    const stream = await connect();
    await stream.next();
    const sent = pushNotification(ME);
    pushNotification(ME);
    expect(await stream.next()).toEqual(eventOf(sent));
    expect(await stream.next()).toBeNull();
  });

  it('stops listening once the client has gone', async () => {
    const stream = await connect();
    await stream.next();
    expect(openNotificationStreams()).toBe(1);
    stream.close();
    await vi.waitFor(() => expect(openNotificationStreams()).toBe(0));
    expect(() => pushNotification(ME)).not.toThrow();
  });

  it('answers a guest 401, and its variants their status', async () => {
    expect((await fetch(URL, { headers: { Accept: 'text/event-stream' } })).status).toBe(401);
    mockServer.use(...notificationsHandlers.withoutStream);
    expect((await connect()).response.status).toBe(404);
    mockServer.use(...notificationsHandlers.unauthorized);
    expect((await connect()).response.status).toBe(401);
  });
});
