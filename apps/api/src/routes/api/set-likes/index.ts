import { likeMoment } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';
import { momentRefusal } from '../../../plugins/app/player/moment-refusal.ts';

/**
 * `/api/set-likes`: the like button of the player, on the moment playing (spec.md sections 7 and
 * 8, "Likes on the playing set"). The set's `likes` change for everyone, so a like empties the
 * guest read cache, like a comment does.
 */
export default async function setLikesRoutes(app: FastifyInstance) {
  contractRoute(app, likeMoment, async (request, reply) => {
    const userId = accountOf(request);
    await app.rateLimits.enforce('setLikesPerUser', String(userId));
    const { set_meta_id, set_timestamp } = request.body;
    const liked = await app.listeningRepository.likeMoment(userId, set_meta_id, set_timestamp);
    if ('why' in liked) {
      const { status, body } = momentRefusal(app, liked, 'set_timestamp');
      return reply.code(status).send(body);
    }
    await app.readCache.clear();
    return reply.code(201).send(liked);
  });
}
