import { listSets } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/** `/api/sets…`: DJ sets (spec.md section 7, Browsing). */
export default async function setsRoutes(app: FastifyInstance) {
  contractRoute(app, listSets, async (request) => app.setsRepository.list(request.query));
}
