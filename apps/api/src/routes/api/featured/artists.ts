import { listFeaturedArtists } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

/** `/api/featured/artists`: the most played artists of late (the rule is in artists-repository.ts). */
export default async function featuredArtistsRoutes(app: FastifyInstance) {
  contractRoute(app, listFeaturedArtists, async (request) =>
    app.userFields.page(
      await app.artistsRepository.featured(request.query),
      viewerOf(request),
      app.userFields.artists,
    ),
  );
}
