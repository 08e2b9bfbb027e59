import { listTrackPosts } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/** `/api/tracks/{id}/posts`: the comments on a track, newest first. */
export default async function trackPostsRoutes(app: FastifyInstance) {
  contractRoute(app, listTrackPosts, async (request) => {
    const page = await app.postsRepository.list('track', request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound('No track has this id.');
    return page;
  });
}
