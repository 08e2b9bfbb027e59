import { createTokens, endpoints, type EndpointDescription } from '@rabbithole/api-contract';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { handlerFor } from './contract.ts';
import { errorResponse } from './errors.ts';
import { tokenHandlers } from './tokens.ts';
import { userHandlers } from './users.ts';

/** Every endpoint these handlers answer: the contract's session and users endpoints. */
const everyEndpoint: EndpointDescription[] = Object.values(endpoints).filter(
  (endpoint) => endpoint.tag === 'session' || endpoint.tag === 'users',
);

export interface SessionHandlers extends Array<HttpHandler> {
  wrongPassword: HttpHandler[];
  rateLimited: HttpHandler[];
  serverDown: HttpHandler[];
  slow: HttpHandler[];
}

/** Seconds a rate-limited sign-in is told to wait. */
export const RATE_LIMIT_RETRY_AFTER = 60;

/**
 * Every session and users endpoint over `mockDb.users`, `mockDb.sessions` and
 * `mockDb.resetTokens` (fixtures: PASSWORD_USER, GOOGLE_USER, APPLE_USER, SIGNED_IN_SESSION,
 * RESET_TOKEN), plus one variant per state a sign-in screen must show; each variant is a whole
 * list (its own answers first, then the defaults), ready for `parameters.msw.handlers`.
 */
const defaults = [...tokenHandlers, ...userHandlers];

export const sessionHandlers: SessionHandlers = Object.assign([...defaults], {
  /** Every username and password pair is refused; the other calls answer as usual. */
  wrongPassword: [
    handlerFor(createTokens, () => errorResponse(401, 'The username or password is not correct.')),
    ...defaults,
  ],
  /** Too many failed sign-ins: POST /api/tokens answers 429 with Retry-After. */
  rateLimited: [
    handlerFor(createTokens, () => {
      const response = errorResponse(429, 'Too many failed sign-ins. Try again later.');
      response.headers.set('Retry-After', String(RATE_LIMIT_RETRY_AFTER));
      return response;
    }),
    ...defaults,
  ],
  /** No answer at all: every call fails as a network error. */
  serverDown: everyEndpoint.map((endpoint) => handlerFor(endpoint, () => HttpResponse.error())),
  /** The answer never arrives: pending states stay on screen. */
  slow: everyEndpoint.map((endpoint) =>
    handlerFor(endpoint, async () => {
      await delay('infinite');
      return errorResponse(503);
    }),
  ),
});
