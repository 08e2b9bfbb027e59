import { listFeaturedLabels } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

/** `/api/featured/labels`: the most played labels of late (the rule is in labels-repository.ts). */
export default async function featuredLabelsRoutes(app: FastifyInstance) {
  contractRoute(app, listFeaturedLabels, async (request) =>
    app.userFields.page(
      await app.labelsRepository.featured(request.query),
      viewerOf(request),
      app.userFields.labels,
    ),
  );
}
