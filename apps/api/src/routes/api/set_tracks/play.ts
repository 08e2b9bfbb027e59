import { getSetTrackPlay } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/** `/api/set_tracks/play/{id}`: where "Play track" starts the player. */
export default async function setTrackPlayRoutes(app: FastifyInstance) {
  contractRoute(app, getSetTrackPlay, async (request) => {
    const play = await app.setsRepository.play(request.params.id);
    if (!play) throw app.httpErrors.notFound('No set track has this id.');
    return play;
  });
}
