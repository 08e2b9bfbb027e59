import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@rabbithole/api-contract';
import { z } from 'zod';
import { errorBody } from '../../../http-errors.ts';

const StatusSchema = z.object({ status: z.literal('ok') });

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: StatusSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { response: { 200: StatusSchema, 503: ErrorBodySchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database unreachable');
        return reply.code(503).send(errorBody(503, 'The database is not reachable.'));
      }
    },
  );
};

export default health;
