import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Probes and static files are asked for constantly and tell nothing on their own: they log at
 * debug, so `info` shows what people and clients do.
 */
const QUIET = /^\/(?:api\/(?:healthz|readyz)\/?$|assets\/|media\/)/;

/**
 * One log line per request instead of Fastify's two ("incoming request", "request completed").
 * Like every line logged for a request it carries the request id (`reqId`); it adds the method,
 * the path without its query (search text stays out of the logs), the status and the response
 * time in milliseconds.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // Nothing: the request is logged once, when it completes.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?', 1)[0] ?? '/';
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, path, status, ms };
    const message = `${request.method} ${path} ${status} ${ms} ms`;
    if (error) {
      // The answer broke off after its headers were sent (a failing stream).
      reply.log.error({ ...fields, err: error }, message);
    } else {
      reply.log[QUIET.test(path) ? 'debug' : 'info'](fields, message);
    }
  }
}
