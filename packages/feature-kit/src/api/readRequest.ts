import {
  urlOf,
  type EndpointOf,
  type EndpointRoute,
  type ResponseOf,
  type UrlParts,
} from '@rabbithole/api-contract';
import { apiClient, type ApiClient, type RequestParts } from './client.ts';

/**
 * One read, bound the way bulletproof-react's `queryOptions` binds a query: the SWR key and the
 * fetcher that loads exactly what the key names. Both come from one endpoint description and
 * one set of URL parts, so they cannot disagree.
 */
export interface ReadRequest<Data> {
  /** The call's URL below the origin (`/api/sets?offset=20`): every read's cache key. */
  readonly key: string;
  readonly fetch: (signal?: AbortSignal) => Promise<Data>;
}

/** A GET of `endpoint` (or its route) with these params and query, sent through `client`. */
export function readRequest<Route extends EndpointRoute & { method: 'GET' }>(
  endpoint: Route,
  parts: UrlParts<EndpointOf<Route>> = {},
  client: ApiClient = apiClient,
): ReadRequest<ResponseOf<EndpointOf<Route>>> {
  return {
    // Without the client's baseUrl: the key names the resource, wherever the API is served from.
    key: urlOf(endpoint, parts),
    fetch: (signal) =>
      client.request(endpoint, { ...parts, signal } as RequestParts<EndpointOf<Route>>),
  };
}
