import {
  routePatternOf,
  successSchemaOf,
  successStatusOf,
  type EndpointDescription,
  type QueryOf,
  type ResponseOf,
} from '@rabbithole/api-contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { bearerTokenOf, unauthorized } from './auth.ts';
import { errorResponse, validationResponse } from './errors.ts';

type Parsed<Schema> = Schema extends z.ZodMiniType ? z.output<Schema> : undefined;

/** One call as a handler sees it: its values parsed by the endpoint's schemas. */
export interface ContractCall<Endpoint extends EndpointDescription> {
  request: Request;
  params: Parsed<Endpoint['params']>;
  query: QueryOf<Endpoint>;
  body: Parsed<Endpoint['body']>;
  /** The caller's Bearer token; null for a guest (never for a `bearer` endpoint). */
  token: string | null;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * Answers a call: the success answer's data (checked against the endpoint's schema and sent with
 * its success status), or a finished Response for anything else (`errorResponse(404)`…).
 */
export type ContractResolver<Endpoint extends EndpointDescription> = (
  call: ContractCall<Endpoint>,
) => MaybePromise<ResponseOf<Endpoint> | Response>;

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The query as Fastify's parser gives it to the server: a repeated key becomes an array. */
function searchParamsOf(request: Request): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/**
 * The MSW handler of one endpoint, derived from its description as the server's route is: same
 * method and route pattern (any origin), the Bearer its access level asks for (401 first, as the
 * server's auth hook), params, body and query parsed by its schemas (the server's 422 otherwise,
 * checked in Fastify's order), and a success answer that must parse with its success schema.
 */
export function handlerFor<Endpoint extends EndpointDescription>(
  endpoint: Endpoint,
  resolve: ContractResolver<Endpoint>,
): HttpHandler {
  // `*` matches any origin: the browser resolves `/api/…` against the page, node tests use a base.
  return methods[endpoint.method](`*${routePatternOf(endpoint)}`, async ({ request, params }) => {
    const token = bearerTokenOf(request);
    if (endpoint.access === 'bearer' && token === null) return unauthorized();

    const parsedParams = endpoint.params?.safeParse(params);
    if (parsedParams && !parsedParams.success) {
      return validationResponse('params', parsedParams.error.issues);
    }
    let body: unknown;
    if (endpoint.body) {
      try {
        body = await request.json();
      } catch {
        return errorResponse(400, 'The body is not valid JSON.');
      }
      const parsedBody = endpoint.body.safeParse(body);
      if (!parsedBody.success) return validationResponse('json', parsedBody.error.issues);
      body = parsedBody.data;
    }
    let query: unknown;
    if (endpoint.query) {
      const parsedQuery = endpoint.query.safeParse(searchParamsOf(request));
      if (!parsedQuery.success) return validationResponse('query', parsedQuery.error.issues);
      query = parsedQuery.data;
    }

    const answer = await resolve({
      request,
      params: parsedParams?.data,
      query,
      body,
      token,
    } as ContractCall<Endpoint>);
    if (answer instanceof Response) return answer;

    // A mock that drifts from the contract would let the client pass against an API that
    // cannot exist; fail loudly instead (MSW answers a thrown error with a 500).
    const checked = successSchemaOf(endpoint).safeParse(answer);
    if (!checked.success) {
      throw new Error(
        `The mock of ${endpoint.operationId} answered outside the contract:\n` +
          z.prettifyError(checked.error),
      );
    }
    const status = successStatusOf(endpoint);
    return status === 204
      ? new HttpResponse(null, { status })
      : HttpResponse.json(answer as never, { status });
  });
}
