import { getSet, listSets } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/**
 * `/api/sets…`: DJ sets (spec.md section 7, Browsing). Not `index.ts`: autoload would then skip
 * the folder's other files, and other features add theirs here (`posts.ts`).
 */
export default async function setsRoutes(app: FastifyInstance) {
  contractRoute(app, listSets, async (request) => app.setsRepository.list(request.query));

  contractRoute(app, getSet, async (request) => {
    const set = await app.setsRepository.get(request.params.id);
    if (!set) throw app.httpErrors.notFound('No set has this id.');
    return set;
  });
}
