import {
  purchaseTrack,
  toggleTrackFav,
  toggleTrackLike,
  toggleTrackShowLikes,
} from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';

/**
 * `/api/favs/track/{id}…`: a track as one of the caller's favourites (watching it, for an ID),
 * the visibility of their like, the like itself, and its purchase (spec.md section 7).
 */
export default async function trackFavsRoutes(app: FastifyInstance) {
  const { engagementRepository: engagement } = app;
  const found = <Answer>(answer: Answer | null): Answer => {
    if (!answer) throw app.httpErrors.notFound('No track has this id.');
    return answer;
  };

  contractRoute(app, toggleTrackFav, async (request) =>
    found(await engagement.toggleFav('track', accountOf(request), request.params.id)),
  );
  contractRoute(app, toggleTrackShowLikes, async (request) =>
    found(await engagement.toggleFavShowLikes('track', accountOf(request), request.params.id)),
  );
  contractRoute(app, toggleTrackLike, async (request) =>
    found(await engagement.toggleLike('track', accountOf(request), request.params.id)),
  );
  contractRoute(app, purchaseTrack, async (request) =>
    found(await engagement.purchase(accountOf(request), request.params.id)),
  );
}
