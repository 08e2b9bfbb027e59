import { listFeaturedTracks } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/** `/api/featured/tracks`: tracks played in the most sets (the rule is in tracks-repository.ts). */
export default async function featuredTracksRoutes(app: FastifyInstance) {
  contractRoute(app, listFeaturedTracks, async (request) =>
    app.tracksRepository.featured(request.query),
  );
}
