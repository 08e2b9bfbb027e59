import { getTrack, listTracks, listTrackSets } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/**
 * `/api/tracks…`: tracks and the sets that play them (spec.md section 7, Browsing). Not
 * `index.ts`: autoload would then skip the folder's other files (`posts.ts`).
 */
export default async function tracksRoutes(app: FastifyInstance) {
  contractRoute(app, listTracks, async (request) => app.tracksRepository.list(request.query));

  contractRoute(app, getTrack, async (request) => {
    const track = await app.tracksRepository.get(request.params.id);
    if (!track) throw app.httpErrors.notFound('No track has this id.');
    return track;
  });

  contractRoute(app, listTrackSets, async (request) => {
    const page = await app.setsRepository.listFor('track', request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound('No track has this id.');
    return page;
  });
}
