import { PassThrough } from 'node:stream';
import {
  API_PREFIX,
  MAX_ID,
  NOTIFICATION_EVENT,
  NOTIFICATION_RETRY_MS,
  NOTIFICATION_STREAM_PATH,
  validationErrorBody,
  type Notification,
} from '@rabbithole/api-contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppPluginOptions } from '../../../app.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';

/** Notifications read per query while catching up (a reconnect after a long absence). */
const BATCH = 100;

/** `Last-Event-ID`: absent, or the id of the last event the client received. */
function lastEventIdOf(request: FastifyRequest): number | null | 'invalid' {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !/^\d{1,10}$/.test(header)) return 'invalid';
  const id = Number(header);
  return id <= MAX_ID ? id : 'invalid';
}

const event = (id: number, notification: Notification) =>
  `id: ${id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(notification)}\n\n`;

/**
 * One caller's stream: from `after` on, every notification of theirs, once, in id order. The hub
 * only wakes it; what to send is always read from the database (ids above the last one sent), so
 * a wake-up that comes twice, late, or from another process's release sends nothing twice and
 * misses nothing (release-id.ts commits ids in increasing order). Reads run one at a time, and
 * wake-ups while one waits to start are folded into it.
 */
function notificationStream(
  app: FastifyInstance,
  userId: number,
  after: number | null,
  { heartbeatMs, log }: { heartbeatMs: number; log: FastifyBaseLogger },
) {
  const stream = new PassThrough();
  let open = true;
  let last = 0;
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (chunk: string) => {
    if (open) stream.write(chunk);
  };
  const end = () => {
    if (!open) return;
    open = false;
    stream.end();
  };
  const failed = (error: unknown) => {
    // The client reconnects with Last-Event-ID and resumes where this one stopped.
    if (open) log.error({ err: error }, 'notification stream failed; ending it');
    end();
  };

  async function readNew() {
    let batch;
    do {
      batch = await app.notificationsRepository.after(userId, last, BATCH);
      for (const { id, notification } of batch) {
        send(event(id, notification));
        last = id;
      }
    } while (open && batch.length === BATCH);
  }

  let reads: Promise<void> = Promise.resolve();
  let queued = false;
  const wake = () => {
    if (queued || !open) return;
    queued = true;
    reads = reads
      .then(() => {
        queued = false;
        return open ? readNew() : undefined;
      })
      .catch(failed);
  };
  // Subscribed before the starting point is read: a notification committed in between is
  // then either below it or wakes the stream.
  const unsubscribe = app.notificationHub.subscribe(userId, wake);

  // Without Last-Event-ID the client has just read its list: only what comes next is news. The
  // first line goes once the starting point is known, so a client that has read it knows that
  // any notification committed from then on will be sent.
  reads = Promise.resolve(after ?? app.notificationsRepository.latestId(userId)).then((id) => {
    last = id;
    send(`retry: ${NOTIFICATION_RETRY_MS}\n\n`);
    // A comment line: proxies and load balancers close connections that stay silent.
    if (open) heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
  });

  stream.once('close', () => {
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
  });

  wake();
  return { stream, end };
}

/**
 * `GET /api/notifications/stream` (the contract's NOTIFICATION_STREAM_PATH): Server-Sent Events,
 * not JSON, so a plain route rather than a contract endpoint, kept out of the OpenAPI document
 * (`hide`) and described in apps/api/README.md. It still takes its access level from the same
 * guard as the contract routes (`config.access`, routes/api/autohooks.ts): 401 without a Bearer.
 */
export function notificationStreamRoute(app: FastifyInstance, options: AppPluginOptions) {
  const openStreams = new Set<() => void>();
  // Before the server stops accepting and waits for its connections: an open stream would
  // otherwise keep app.close() (and a SIGTERM) waiting forever.
  app.addHook('preClose', (done) => {
    for (const end of openStreams) end();
    done();
  });

  const pattern = `${API_PREFIX}${NOTIFICATION_STREAM_PATH}`;
  app.route({
    method: 'GET',
    url: pattern.slice(app.prefix.length),
    config: { access: 'bearer' },
    // The events must leave as they are written: a compressor would hold them in its buffer.
    compress: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const userId = accountOf(request);
      const after = lastEventIdOf(request);
      if (after === 'invalid') {
        return reply.code(422).send(
          validationErrorBody('headers', {
            'last-event-id': ['Must be the id of a notification: a whole number.'],
          }),
        );
      }
      const { stream, end } = notificationStream(app, userId, after, {
        heartbeatMs: options.notificationHeartbeatMs,
        log: request.log,
      });
      openStreams.add(end);

      stream.once('close', () => openStreams.delete(end));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  });
}
