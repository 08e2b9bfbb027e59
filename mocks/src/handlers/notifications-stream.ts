import {
  API_PREFIX,
  NOTIFICATION_EVENT,
  NOTIFICATION_HEARTBEAT_MS,
  NOTIFICATION_RETRY_MS,
  NOTIFICATION_STREAM_PATH,
} from '@rabbithole/api-contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { notificationsOf, onNotificationsWritten, toNotification } from '../store/notifications.ts';
import { userOfToken } from './accounts.ts';
import { bearerTokenOf, unauthorized } from './auth.ts';
import { errorResponse } from './errors.ts';

// The notification stream is an http handler writing Server-Sent Events itself rather than
// MSW's `sse()`: that one cannot even be created where there is no global EventSource (Node 20,
// where the mocks' own tests and every node test's mock server run), and the client reads the
// stream with fetch anyway, to send its Bearer.

const STREAM_ROUTE = `*${API_PREFIX}${NOTIFICATION_STREAM_PATH}`;

export interface NotificationStreamOptions {
  /**
   * Ends the stream after sending this many notifications, as a dropped connection does; every
   * reconnection drops the same way. @default never
   */
  dropAfter?: number;
}

/** The id a reconnecting client last saw (`Last-Event-ID`), or null for a first connection. */
function lastEventIdOf(request: Request): number | null {
  const id = Number(request.headers.get('last-event-id') ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `GET /api/notifications/stream` as the contract's doc comment describes it: for the caller's
 * Bearer, `retry:` first, then one `notification` event (id, JSON data) per notification created
 * after the stream opened, sent as it is written (`pushNotification`), and a comment line as a
 * heartbeat. With `Last-Event-ID` it first replays, oldest first, every notification of the
 * caller with a greater id.
 */
export function notificationStreamHandler({
  dropAfter,
}: NotificationStreamOptions = {}): HttpHandler {
  return http.get(STREAM_ROUTE, ({ request }) => {
    const user = userOfToken(bearerTokenOf(request));
    if (!user) return unauthorized();
    let sentUpTo =
      lastEventIdOf(request) ?? Math.max(0, ...notificationsOf(user.id).map((row) => row.id));
    const encoder = new TextEncoder();
    let open = true;
    // Set as the stream starts, which happens at once, in the constructor.
    let stop: () => void = () => undefined;

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let sent = 0;
        const write = (text: string) => {
          if (open) controller.enqueue(encoder.encode(text));
        };
        const close = () => {
          if (!open) return;
          open = false;
          stop();
          controller.close();
        };
        const flush = () => {
          const fresh = notificationsOf(user.id)
            .filter((row) => row.id > sentUpTo)
            .sort((a, b) => a.id - b.id);
          for (const row of fresh) {
            if (!open) return;
            const data = JSON.stringify(toNotification(row));
            write(`id: ${String(row.id)}\nevent: ${NOTIFICATION_EVENT}\ndata: ${data}\n\n`);
            sentUpTo = row.id;
            sent += 1;
            if (dropAfter !== undefined && sent >= dropAfter) close();
          }
        };
        const unsubscribe = onNotificationsWritten(flush);
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), NOTIFICATION_HEARTBEAT_MS);
        request.signal.addEventListener('abort', close, { once: true });
        stop = () => {
          unsubscribe();
          clearInterval(heartbeat);
          request.signal.removeEventListener('abort', close);
        };
        write(`retry: ${String(NOTIFICATION_RETRY_MS)}\n\n`);
        flush();
      },
      cancel() {
        open = false;
        stop();
      },
    });
    return new HttpResponse(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    });
  });
}

/** A stream that answers `status` instead (404: a server without it; 401: a session that ended). */
export function notificationStreamUnavailable(status: 401 | 404 | 500): HttpHandler {
  return http.get(STREAM_ROUTE, () => errorResponse(status));
}
