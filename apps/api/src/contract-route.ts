import {
  responsesOf,
  routePatternOf,
  securityOf,
  type Access,
  type EndpointDescription,
  type ResponsesOf,
} from '@rabbithole/api-contract';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its contract; routes/api/autohooks.ts acts on it. */
    access?: Access;
  }
}

/** The Fastify schema of an endpoint: what the type provider reads to type the handler. */
interface SchemaOf<Endpoint extends EndpointDescription> {
  params: Endpoint['params'];
  querystring: Endpoint['query'];
  body: Endpoint['body'];
  response: ResponsesOf<Endpoint>;
}

/**
 * A route handler for one endpoint: `request.params`, `request.query` and `request.body` are the
 * parsed contract schemas' outputs, and what it returns (or `reply.code(n).send()`s) must match
 * the answer declared for that status.
 */
export type ContractHandler<Endpoint extends EndpointDescription> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<Endpoint>,
  ZodTypeProvider
>;

/**
 * Registers the route of a contract endpoint (house style 13): method, URL, validation, the
 * answer schema per status and the OpenAPI operation all come from its description, so a route
 * cannot disagree with the client, the mocks or the document.
 *
 * Route folders are URL segments (`routes/api/sets/` serves `/api/sets…`): the endpoint's path
 * must lie under the prefix of the plugin registering it, or the server refuses to start.
 */
export function contractRoute<const Endpoint extends EndpointDescription>(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: ContractHandler<Endpoint>,
): void {
  const pattern = routePatternOf(endpoint);
  const { prefix } = app;
  if (pattern !== prefix && !pattern.startsWith(`${prefix}/`)) {
    throw new Error(
      `${endpoint.operationId}: ${endpoint.method} ${pattern} is registered under ${prefix}; ` +
        'register it in the routes folder its path lies in.',
    );
  }
  app.route({
    method: endpoint.method,
    url: pattern.slice(prefix.length),
    schema: {
      // Only the parts the endpoint has: Fastify warns about a part given as undefined.
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: responsesOf(endpoint),
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(endpoint.description && { description: endpoint.description }),
      tags: [endpoint.tag],
      security: securityOf(endpoint.access),
    },
    config: { access: endpoint.access },
    // The handler's types were checked against this endpoint's schema above; Fastify's own
    // signature cannot carry a generic endpoint through.
    handler: handler as RouteHandlerMethod,
  });
}
