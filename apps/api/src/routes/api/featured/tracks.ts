import { listFeaturedTracks } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

/** `/api/featured/tracks`: tracks played in the most sets (the rule is in tracks-repository.ts). */
export default async function featuredTracksRoutes(app: FastifyInstance) {
  contractRoute(app, listFeaturedTracks, async (request) =>
    app.userFields.page(
      await app.tracksRepository.featured(request.query),
      viewerOf(request),
      app.userFields.tracks,
    ),
  );
}
