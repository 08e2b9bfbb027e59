import { NOTIFICATION_RETRY_MS } from '@rabbithole/api-contract';
import { describe, expect, it, vi } from 'vitest';
import {
  STREAM_MAX_BACKOFF_MS,
  createNotificationStream,
  type NotificationStreamOptions,
  type StreamStatus,
} from './notificationStream.ts';

/** A stream the test writes to, cut when the client aborts as fetch's body would be. */
function eventStream(signal: AbortSignal) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  signal.addEventListener('abort', () => controller.error(new DOMException('', 'AbortError')));
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}
type Stream = ReturnType<typeof eventStream>;

type Answer = 'stream' | number | Error;

/**
 * The server: answers each connection with the next of `answers` (an event stream the test then
 * writes to, a status, or a network failure); once they run out it never answers.
 */
function server(answers: Answer[]) {
  const sent: Record<string, string>[] = [];
  const streams: Stream[] = [];
  const open: NotificationStreamOptions['open'] = (headers, signal) => {
    sent.push(headers);
    const answer = answers.shift();
    if (answer === undefined) return new Promise(() => undefined);
    if (answer instanceof Error) return Promise.reject(answer);
    if (typeof answer === 'number') return Promise.resolve(new Response(null, { status: answer }));
    const stream = eventStream(signal);
    streams.push(stream);
    return Promise.resolve(stream.response);
  };
  return { open, sent, streams };
}

/** A stream over `answers`, with its waits and what it told recorded; waits end at once. */
function connect(answers: Answer[], wait?: NotificationStreamOptions['wait']) {
  const api = server(answers);
  const waits: number[] = [];
  const seen: (string | undefined)[] = [];
  const statuses: StreamStatus[] = [];
  const stream = createNotificationStream({
    open: api.open,
    onNotification: (id) => seen.push(id),
    onStatus: (status) => statuses.push(status),
    wait:
      wait ??
      ((ms) => {
        waits.push(ms);
        return Promise.resolve();
      }),
    log: () => undefined,
  });
  stream.start();
  return { ...api, stream, waits, seen, statuses };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('createNotificationStream', () => {
  it('tells each notification event, skipping comments and other events, while live', async () => {
    const { streams, seen, statuses, sent } = connect(['stream']);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send(': heartbeat\n\nevent: other\ndata: {}\n\n');
    streams[0]!.send('id: 7\nevent: notification\ndata: {"id":7}\n\n');
    await vi.waitFor(() => expect(seen).toEqual(['7']));
    expect(statuses).toEqual(['connecting', 'live']);
    expect(sent).toEqual([{ Accept: 'text/event-stream' }]);
  });

  it('reconnects after the server’s retry, sending the last event id (split across chunks)', async () => {
    const { streams, seen, statuses, sent, waits } = connect(['stream', 'stream']);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send('retry: 1200\n\nid: 5\nevent: notif');
    streams[0]!.send('ication\ndata: {}\n\n');
    await vi.waitFor(() => expect(seen).toEqual(['5']));
    streams[0]!.end();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(waits).toEqual([1200]);
    expect(sent[1]).toEqual({ Accept: 'text/event-stream', 'Last-Event-ID': '5' });
    streams[1]!.send('id: 6\nevent: notification\ndata: {}\n\n');
    await vi.waitFor(() => expect(seen).toEqual(['5', '6']));
    expect(statuses).toEqual(['connecting', 'live', 'connecting', 'live']);
  });

  it('backs off doubling up to a minute, unavailable from the third failure, live once back', async () => {
    const failing: Answer[] = [
      new TypeError('Failed to fetch'),
      500,
      new TypeError('Failed to fetch'),
      503,
      500,
      500,
      500,
    ];
    const { streams, statuses, waits } = connect([...failing, 'stream']);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    const base = NOTIFICATION_RETRY_MS;
    expect(waits).toEqual([
      base,
      base * 2,
      base * 4,
      base * 8,
      base * 16,
      STREAM_MAX_BACKOFF_MS,
      STREAM_MAX_BACKOFF_MS,
    ]);
    expect(statuses).toEqual(['connecting', 'unavailable', 'live']);
  });

  it('takes a server without the stream (404, 501) as unavailable at once, and looks again later', async () => {
    const { streams, statuses, waits } = connect([404, 501, 'stream']);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(waits).toEqual([STREAM_MAX_BACKOFF_MS, STREAM_MAX_BACKOFF_MS]);
    expect(statuses).toEqual(['connecting', 'unavailable', 'live']);
  });

  it('stop closes the connection and stops trying; start goes on from the last event', async () => {
    const { streams, stream, statuses, sent } = connect(['stream', 'stream']);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send('id: 9\nevent: notification\ndata: {}\n\n');
    await vi.waitFor(() => expect(stream.lastEventId).toBe('9'));
    stream.stop();
    await settle();
    expect(sent).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'live', 'closed']);
    stream.start();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(sent[1]).toEqual({ Accept: 'text/event-stream', 'Last-Event-ID': '9' });
    expect(statuses).toEqual(['connecting', 'live', 'closed', 'connecting', 'live']);
  });

  it('reconnect cuts a wait short, as when the network comes back', async () => {
    const sleeping = (_ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    const { stream, sent } = connect([new TypeError('Failed to fetch'), 'stream'], sleeping);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await settle();
    expect(sent).toHaveLength(1);
    stream.reconnect();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
  });
});
