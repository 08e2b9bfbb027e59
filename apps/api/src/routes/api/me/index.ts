import { getMe } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/** `/api/me`: the signed-in user (spec.md section 7, Session and users). */
export default async function meRoutes(app: FastifyInstance) {
  contractRoute(app, getMe, async (request) => {
    const userId = request.auth?.userId ?? null;
    const row = userId === null ? null : await app.usersRepository.findById(userId);
    // A Google or Apple sign-in whose uid no account holds yet has no user to show.
    if (!row) throw app.httpErrors.unauthorized('No account is linked to this sign-in.');
    return app.usersRepository.toUser(row);
  });
}
