import { API_PREFIX, getLiveness, getReadiness } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { DATABASE_RETRY_AFTER_SECONDS, failureCode } from '../../../db/unavailable.ts';
import { errorBody } from '../../../http-errors.ts';
import { throttled } from '../../../log-throttle.ts';

// Probes sit where load balancers look for them, /api/healthz and /api/readyz, not under a
// /api/health segment: this folder serves the /api prefix itself.
export const prefixOverride = API_PREFIX;

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export default async function healthRoutes(app: FastifyInstance) {
  // A load balancer asks every few seconds: an outage is said every 30 s, by the driver's code
  // (the failed statement and its stack say nothing more and would repeat on every probe).
  const logUnreachable = throttled(30_000, (code: string | undefined) => {
    app.log.warn({ code }, 'readiness check: database unreachable');
  });
  contractRoute(app, getLiveness, async () => ({ status: 'ok' as const }));

  contractRoute(app, getReadiness, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      logUnreachable(failureCode(error));
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'The database is not reachable.'));
    }
  });
}
