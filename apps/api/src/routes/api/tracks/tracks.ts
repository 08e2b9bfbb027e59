import { getTrack, listTracks, listTrackSets } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

/**
 * `/api/tracks…`: tracks and the sets that play them (spec.md section 7, Browsing). Not
 * `index.ts`: autoload would then skip the folder's other files (`posts.ts`).
 */
export default async function tracksRoutes(app: FastifyInstance) {
  const { userFields } = app;
  contractRoute(app, listTracks, async (request) =>
    userFields.page(
      await app.tracksRepository.list(request.query),
      viewerOf(request),
      userFields.tracks,
    ),
  );

  contractRoute(app, getTrack, async (request) => {
    const track = await app.tracksRepository.get(request.params.id);
    if (!track) throw app.httpErrors.notFound('No track has this id.');
    const [filled = track] = await userFields.tracks([track], viewerOf(request));
    return filled;
  });

  contractRoute(app, listTrackSets, async (request) => {
    const page = await app.setsRepository.listFor('track', request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound('No track has this id.');
    return userFields.page(page, viewerOf(request), userFields.sets);
  });
}
