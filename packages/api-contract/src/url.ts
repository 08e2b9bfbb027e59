import type { EndpointDescription, ParamsOf, QueryInputOf } from './endpoint.ts';
import type { EndpointOf } from './endpoints.ts';
import type { EndpointRoute } from './routes.ts';

// The URL of a call from its route alone. Nothing here builds a schema: the web app's first script
// names its reads with these, and a zod import would put zod in it (design.md section 6).

/** design.md section 3: every path of the API lives under this prefix. */
export const API_PREFIX = '/api';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Query values as the URL carries them; `undefined` and `null` leave the key out. */
export type QueryValue = string | number | boolean | null | undefined;

/** The parts of one call that go into its URL. */
export interface UrlParts<Endpoint extends EndpointDescription> {
  params?: ParamsOf<Endpoint>;
  query?: QueryInputOf<Endpoint>;
}

/** The path with its placeholders filled (each value URL-encoded), below API_PREFIX. */
export function pathOf(
  endpoint: EndpointRoute,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.operationId}: missing param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `{ a: 1, b: undefined }` → `?a=1`; an empty query adds nothing. */
export function queryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  // encodeURIComponent rather than URLSearchParams: this package runs anywhere, typed without DOM.
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * The URL of one call: `baseUrl` (an origin, or empty for the page's own) + `/api` + path +
 * query. Also the SWR key of a read, since it names exactly what is fetched. Takes an endpoint
 * or its route.
 */
export function urlOf<Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
  parts?: UrlParts<Endpoint>,
  baseUrl?: string,
): string;
export function urlOf<Route extends EndpointRoute>(
  route: Route,
  parts?: UrlParts<EndpointOf<Route>>,
  baseUrl?: string,
): string;
export function urlOf(
  endpoint: EndpointRoute,
  parts: { params?: unknown; query?: unknown } = {},
  baseUrl = '',
): string {
  const params = (parts.params ?? {}) as Readonly<Record<string, string | number>>;
  const query = (parts.query ?? {}) as Readonly<Record<string, QueryValue>>;
  return `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}${pathOf(endpoint, params)}${queryString(query)}`;
}

/**
 * The full path as a route pattern with `:name` placeholders (`/api/sets/:id`): the syntax
 * Fastify's router and MSW's matcher share.
 */
export function routePatternOf(endpoint: EndpointRoute): string {
  return `${API_PREFIX}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}
