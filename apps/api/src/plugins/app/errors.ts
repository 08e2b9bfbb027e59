import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationErrorBody } from '@rabbithole/api-contract';
import { BODY_LIMIT_BYTES } from '../../config.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  failureCode,
  isDatabaseUnavailable,
} from '../../db/unavailable.ts';
import { errorBody } from '../../http-errors.ts';
import { throttled } from '../../log-throttle.ts';

const LOCATIONS = {
  querystring: 'query',
  body: 'json',
  params: 'params',
  headers: 'headers',
} as const;

/**
 * Fastify's own refusals of a request body (plugins/external/json-bodies.ts), said so a caller
 * knows what to change. Only these codes: other errors' messages are the handlers' own words.
 */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request bodies are at most ${BODY_LIMIT_BYTES / 1024 / 1024} MB.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON: Content-Type application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    'The body is empty but Content-Type says JSON: send a JSON value or no Content-Type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The body’s length does not match its Content-Length.',
};

/**
 * What Fastify's router refuses before any route or error handler sees the request (the
 * `frameworkErrors` option of app.ts): without this its own body answers, `{error, code:
 * 'FST_ERR_BAD_URL', statusCode}`, off design.md's shape and naming Fastify's internals.
 */
const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid: each % must start a percent-encoded UTF-8 character.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the URL is too long.',
};

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const description = FRAMEWORK_ERRORS[error.code];
  if (description) {
    void reply.code(error.statusCode ?? 400).send(errorBody(error.statusCode ?? 400, description));
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply
    .code(500)
    .send(errorBody(500, `Something went wrong on our side. Request id: ${request.id}.`));
}

/** http-errors (what @fastify/sensible throws) may carry headers: Retry-After, WWW-Authenticate. */
function headersOf(error: unknown): Record<string, string> {
  const headers = (error as { headers?: unknown }).headers;
  return headers && typeof headers === 'object' ? (headers as Record<string, string>) : {};
}

/**
 * design.md section 3: every failure answers `{code, message, description}`, validation failures
 * the 422 shape keyed by where the value came from. Handlers raise 4xx with @fastify/sensible
 * (`reply.notFound('…')`, `throw app.httpErrors.conflict('…')`): the text becomes the description.
 * A 5xx never carries the internal message: it may hold SQL, paths or secrets. The log line (with
 * the request id) keeps the detail.
 */
export default fp(
  async (app: FastifyInstance) => {
    // An outage fails every request: said once every 30 s, with the driver's code but never the
    // failed query (its SQL and parameters), while each request's own line shows its 503.
    const logUnavailable = throttled(30_000, (code: string | undefined) => {
      app.log.error({ code }, 'Database unreachable: requests that need it answer 503');
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const location = LOCATIONS[error.validationContext ?? 'body'];
        const fields: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.split('/')[1] || '_';
          (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
        }
        return reply.code(422).send(validationErrorBody(location, fields));
      }
      const status = error.statusCode ?? 500;
      // A 503 raised on purpose (`expose`) says what is unavailable; no other 5xx says anything.
      const exposed = status === 503 && (error as { expose?: unknown }).expose === true;
      if ((status >= 400 && status < 500) || exposed) {
        // The request's own log line (plugins/app/request-log.ts) already shows the status.
        request.log.debug({ err: error }, 'client error');
        const description = BODY_ERRORS[error.code] ?? error.message;
        return reply.code(status).headers(headersOf(error)).send(errorBody(status, description));
      }
      if (isDatabaseUnavailable(error)) {
        logUnavailable(failureCode(error));
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody(503, DATABASE_UNAVAILABLE));
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(errorBody(500, `Something went wrong on our side. Request id: ${request.id}.`));
    });
  },
  { name: 'errors', dependencies: ['@fastify/sensible'] },
);
