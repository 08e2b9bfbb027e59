import { getSet, listSets } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

/**
 * `/api/sets…`: DJ sets (spec.md section 7, Browsing). Not `index.ts`: autoload would then skip
 * the folder's other files, and other features add theirs here (`posts.ts`).
 */
export default async function setsRoutes(app: FastifyInstance) {
  const { userFields } = app;
  contractRoute(app, listSets, async (request) =>
    userFields.page(
      await app.setsRepository.list(request.query),
      viewerOf(request),
      userFields.sets,
    ),
  );

  contractRoute(app, getSet, async (request) => {
    const set = await app.setsRepository.get(request.params.id);
    if (!set) throw app.httpErrors.notFound('No set has this id.');
    return userFields.setDetail(set, viewerOf(request));
  });
}
