import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * design.md section 3: the OpenAPI document is generated from the same zod schemas that validate
 * requests, so it cannot drift from what the server accepts. Registered before the routes, which
 * it collects as they are added.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Rabbithole API', version: '0.1.0' },
      },
      // @fastify/static hides its own routes, so only the JSON API is documented.
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);
