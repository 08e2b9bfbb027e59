import { NOTIFICATION_EVENT, NOTIFICATION_RETRY_MS } from '@rabbithole/api-contract';
import { createParser } from 'eventsource-parser';

/**
 * Where the stream stands: `live` while connected, `connecting` on the way (first time or after
 * a drop), `unavailable` after failing repeatedly or where the server has none (404/501),
 * `closed` once stopped. Anything but `live` means the list keeps itself fresh by polling.
 */
export type StreamStatus = 'connecting' | 'live' | 'unavailable' | 'closed';

/** Failed connections in a row after which the stream counts as unavailable. */
export const STREAM_FAILURES_BEFORE_FALLBACK = 3;
/** The longest wait between two tries, however often they failed. */
export const STREAM_MAX_BACKOFF_MS = 60_000;

export interface NotificationStreamOptions {
  /** Opens the stream with the session's Bearer (the API client's `open`). */
  open: (headers: Record<string, string>, signal: AbortSignal) => Promise<Response>;
  /** Each `notification` event, with its id. */
  onNotification: (id: string | undefined) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Waits `ms`, or less when `signal` aborts. @default a timer */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Failures nobody is told about (spec.md section 8). @default console.warn */
  log?: (message: string, error?: unknown) => void;
}

export interface NotificationStream {
  /** Connects, and keeps reconnecting until `stop`. Starting again goes on from the last event. */
  start(): void;
  /** Closes the connection and stops trying, keeping the last event id. */
  stop(): void;
  /** Cuts short a wait between tries, e.g. when the network comes back. */
  reconnect(): void;
  /** The id of the last event received, sent as `Last-Event-ID` when reconnecting. */
  readonly lastEventId: string | null;
}

/** How one connection ended. */
type Outcome = 'dropped' | 'failed' | 'unsupported' | 'stopped';

function timer(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(handle);
      resolve();
    };
    const handle = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

/**
 * The notification stream of the contract (`NOTIFICATION_STREAM_PATH`), read with fetch so it
 * carries a Bearer: each `notification` event is told to `onNotification`; when the stream ends
 * it reconnects after the server's `retry` with `Last-Event-ID`, so the server replays what came
 * meanwhile; failures back off, doubling up to a minute. No framework: the hook drives it.
 */
export function createNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const { open, onNotification, onStatus } = options;
  const wait = options.wait ?? timer;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  let lastEventId: string | null = null;
  let retryMs = NOTIFICATION_RETRY_MS;
  let status: StreamStatus = 'closed';
  let running: AbortController | null = null;
  let napping: AbortController | null = null;

  function report(next: StreamStatus) {
    if (next === status) return;
    status = next;
    onStatus?.(next);
  }

  async function connect(signal: AbortSignal): Promise<Outcome> {
    // Read through a call: the signal aborts while this awaits, which narrowing cannot know.
    const stopped = () => signal.aborted;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    let response: Response;
    try {
      response = await open(headers, signal);
    } catch (error) {
      if (stopped()) return 'stopped';
      log('The notification stream could not be opened', error);
      return 'failed';
    }
    if (stopped()) {
      await response.body?.cancel().catch(() => undefined);
      return 'stopped';
    }
    if (response.status === 404 || response.status === 501) return 'unsupported';
    if (!response.ok || !response.body || !isEventStream(response)) {
      log('The notification stream was refused', response.status);
      await response.body?.cancel().catch(() => undefined);
      return 'failed';
    }
    report('live');
    const parser = createParser({
      onEvent(event) {
        if (event.id !== undefined) lastEventId = event.id;
        if (event.event === NOTIFICATION_EVENT) onNotification(event.id);
      },
      onRetry(ms) {
        retryMs = ms;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'dropped';
        parser.feed(value);
      }
    } catch (error) {
      if (stopped()) return 'stopped';
      log('The notification stream was cut', error);
      return 'dropped';
    }
  }

  async function run(signal: AbortSignal) {
    const stopped = () => signal.aborted;
    let failures = 0;
    while (!stopped()) {
      const outcome = await connect(signal);
      if (outcome === 'stopped' || stopped()) return;
      if (outcome === 'dropped') failures = 0;
      else if (outcome === 'failed') failures += 1;
      // A server without the stream will not have one in a moment: poll, and look again later.
      else failures = Math.max(failures + 1, STREAM_FAILURES_BEFORE_FALLBACK);
      report(failures >= STREAM_FAILURES_BEFORE_FALLBACK ? 'unavailable' : 'connecting');
      const backoff =
        outcome === 'unsupported'
          ? STREAM_MAX_BACKOFF_MS
          : Math.min(STREAM_MAX_BACKOFF_MS, retryMs * 2 ** Math.max(0, failures - 1));
      const nap = new AbortController();
      napping = nap;
      await wait(backoff, AbortSignal.any([signal, nap.signal]));
      napping = null;
    }
  }

  return {
    start() {
      if (running) return;
      const controller = new AbortController();
      running = controller;
      report('connecting');
      void run(controller.signal);
    },
    stop() {
      running?.abort();
      running = null;
      report('closed');
    },
    reconnect() {
      napping?.abort();
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
