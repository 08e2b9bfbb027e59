import { listFeaturedSets } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

/** `/api/featured/sets`: the year's most liked sets (the rule is in sets-repository.ts). */
export default async function featuredSetsRoutes(app: FastifyInstance) {
  contractRoute(app, listFeaturedSets, async (request) =>
    app.userFields.page(
      await app.setsRepository.featured(request.query),
      viewerOf(request),
      app.userFields.sets,
    ),
  );
}
