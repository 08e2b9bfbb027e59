import type { EndpointDescription } from '@rabbithole/api-contract';
import { delay, type HttpHandler } from 'msw';
import { handlerFor, type ContractResolver } from './contract.ts';
import { errorResponse } from './errors.ts';

/**
 * A way to answer an endpoint: `handlerFor` itself (the plain mock), or a variant's wrapper
 * around the plain mock's resolver.
 */
export type Answer = <Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
  resolve: ContractResolver<Endpoint>,
) => HttpHandler;

/**
 * Fails with a 500 after `ms`, changing nothing: long enough for a story to show the optimistic
 * state before it rolls back.
 */
export function refusedAfter(ms: number, description: string): Answer {
  return (endpoint) =>
    handlerFor(endpoint, async () => {
      await delay(ms);
      return errorResponse(500, description);
    });
}

/** Answers as the plain mock does, after `ms`: the pending state stays on screen meanwhile. */
export function slowedBy(ms: number): Answer {
  return (endpoint, resolve) =>
    handlerFor(endpoint, async (call) => {
      await delay(ms);
      return resolve(call);
    });
}
