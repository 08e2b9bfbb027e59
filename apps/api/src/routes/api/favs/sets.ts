import { toggleSetFav, toggleSetLike, toggleSetShowLikes } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';

/**
 * `/api/favs/set/{id}…`: a set as one of the caller's favourites, the visibility of their likes
 * of it, and their like of it as a whole (spec.md section 7, "Stats, favourites, plays").
 */
export default async function setFavsRoutes(app: FastifyInstance) {
  const { engagementRepository: engagement } = app;
  const found = <Answer>(answer: Answer | null): Answer => {
    if (!answer) throw app.httpErrors.notFound('No set has this id.');
    return answer;
  };

  contractRoute(app, toggleSetFav, async (request) =>
    found(await engagement.toggleFav('set', accountOf(request), request.params.id)),
  );
  contractRoute(app, toggleSetShowLikes, async (request) =>
    found(await engagement.toggleFavShowLikes('set', accountOf(request), request.params.id)),
  );
  contractRoute(app, toggleSetLike, async (request) =>
    found(await engagement.toggleLike('set', accountOf(request), request.params.id)),
  );
}
