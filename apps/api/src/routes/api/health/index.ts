import { API_PREFIX, getLiveness, getReadiness } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { errorBody } from '../../../http-errors.ts';

// Probes sit where load balancers look for them, /api/healthz and /api/readyz, not under a
// /api/health segment: this folder serves the /api prefix itself.
export const prefixOverride = API_PREFIX;

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export default async function healthRoutes(app: FastifyInstance) {
  contractRoute(app, getLiveness, async () => ({ status: 'ok' as const }));

  contractRoute(app, getReadiness, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send(errorBody(503, 'The database is not reachable.'));
    }
  });
}
