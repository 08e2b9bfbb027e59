import type { EndpointDescription } from './endpoint.ts';
import { getLiveness, getReadiness } from './health.ts';
import { listSets } from './sets.ts';

/**
 * Every endpoint of the API, by operationId. The server checks at start that each has a route,
 * and the OpenAPI document lists exactly these.
 */
export const endpoints = {
  getLiveness,
  getReadiness,
  listSets,
} as const satisfies Record<string, EndpointDescription>;
