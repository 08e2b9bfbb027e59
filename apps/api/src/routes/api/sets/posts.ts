import { listSetPosts } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/**
 * `/api/sets/{id}/posts`: the comments on a set, newest first. Loaded by autoload only once this
 * folder has no `index.ts` (the sets routes live in their own file beside it).
 */
export default async function setPostsRoutes(app: FastifyInstance) {
  contractRoute(app, listSetPosts, async (request) => {
    const page = await app.postsRepository.list('set', request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound('No set has this id.');
    return page;
  });
}
