import { savePlay } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';
import { momentRefusal } from '../../../plugins/app/player/moment-refusal.ts';

/**
 * `/api/plays`: where the caller is in a set (spec.md section 7), sent as playing starts and
 * every 30 seconds; the set's `user_fav.current_timestamp` reads it back. Not rate-limited: one
 * row per user and set is replaced, so a fast client only rewrites its own row.
 */
export default async function playsRoutes(app: FastifyInstance) {
  contractRoute(app, savePlay, async (request, reply) => {
    const userId = accountOf(request);
    const { set_meta_id, current_timestamp } = request.body;
    const saved = await app.listeningRepository.savePlay(userId, set_meta_id, current_timestamp);
    if (!('why' in saved)) return saved;
    const { status, body } = momentRefusal(app, saved, 'current_timestamp');
    return reply.code(status).send(body);
  });
}
