import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_PREFIX,
  API_TAGS,
  endpoints,
  SECURITY_SCHEMES,
  type ApiTag,
} from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppPluginOptions } from '../../app.ts';

/** The document, as a client generator downloads it. */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
/** The browsable reference (Swagger UI, served from its npm package: no CDN). */
export const DOCS_PATH = `${API_PREFIX}/docs`;

const operationIds = new Set<string>(Object.keys(endpoints));

/**
 * Every /api route is either an endpoint of the contract (documented from its description) or
 * hidden from the document (the document itself, the reference). Checked as each route is added,
 * so a route written by hand outside the contract stops the server at boot.
 */
export function undescribedRouteProblem(route: {
  method: string | string[];
  url: string;
  schema?: { operationId?: unknown; hide?: unknown } | undefined;
}): string | null {
  if (route.url !== API_PREFIX && !route.url.startsWith(`${API_PREFIX}/`)) return null;
  if (route.schema?.hide === true) return null;
  const operationId = route.schema?.operationId;
  if (typeof operationId === 'string' && operationIds.has(operationId)) return null;
  const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return (
    `${method} ${route.url} is not described in @rabbithole/api-contract: declare it with ` +
    'defineEndpoint, list it in endpoints.ts and register it with contractRoute().'
  );
}

/**
 * design.md section 3: the OpenAPI document is generated from the same zod schemas that validate
 * requests and the same descriptions that make the routes (src/contract-route.ts), so it cannot
 * drift from what the server does. Registered before the routes, which it collects as they are
 * added.
 */
export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    app.addHook('onRoute', (route) => {
      const problem = undescribedRouteProblem(route);
      if (problem) throw new Error(problem);
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Rabbithole API',
          version: '0.1.0',
          description:
            'DJ sets with identified track lists, tracks, artists, labels and curators. ' +
            'Errors answer `{code, message, description}`; invalid input answers 422 with ' +
            '`{code, message, errors: {query|json|params: {field: ["why"]}}}`.',
          // Not open source; SPDX's LicenseRef- form names a licence of one's own.
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        // Relative to the document when no public address is configured: the server it came from.
        servers: [{ url: config.publicUrl ?? '/' }],
        tags: Object.entries(API_TAGS).map(([name, description]) => ({
          name: name as ApiTag,
          description,
        })),
        components: { securitySchemes: structuredClone(SECURITY_SCHEMES) },
      },
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        const responses = output.schema.response as
          Record<string, Record<string, unknown>> | undefined;
        // Each answer says what it means; @fastify/swagger would write "Default Response".
        for (const [status, schema] of Object.entries(responses ?? {})) {
          schema['x-response-description'] ??= STATUS_CODES[Number(status)] ?? status;
        }
        return output;
      },
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      uiConfig: { deepLinking: true, validatorUrl: null },
      theme: { title: 'Rabbithole API' },
    });
  },
  { name: 'openapi' },
);
