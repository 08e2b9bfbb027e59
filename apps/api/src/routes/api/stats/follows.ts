import {
  toggleArtistFollow,
  toggleArtistShowLikes,
  toggleLabelFollow,
  toggleLabelShowLikes,
  type FollowStats,
} from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';

const NOT_FOUND = { artist: 'No artist has this id.', label: 'No label has this id.' } as const;

/**
 * `/api/stats/artist|label/{id}/…`: following an artist or label, and showing one's likes of it
 * (spec.md section 7, "Stats, favourites, plays"). Not `index.ts`, so the folder can grow.
 */
export default async function followRoutes(app: FastifyInstance) {
  const { engagementRepository: engagement } = app;
  const found = (kind: 'artist' | 'label', stats: FollowStats | null) => {
    if (!stats) throw app.httpErrors.notFound(NOT_FOUND[kind]);
    return stats;
  };

  contractRoute(app, toggleArtistFollow, async (request) =>
    found('artist', await engagement.toggleFollow('artist', accountOf(request), request.params.id)),
  );
  contractRoute(app, toggleArtistShowLikes, async (request) =>
    found(
      'artist',
      await engagement.toggleFollowShowLikes('artist', accountOf(request), request.params.id),
    ),
  );
  contractRoute(app, toggleLabelFollow, async (request) =>
    found('label', await engagement.toggleFollow('label', accountOf(request), request.params.id)),
  );
  contractRoute(app, toggleLabelShowLikes, async (request) =>
    found(
      'label',
      await engagement.toggleFollowShowLikes('label', accountOf(request), request.params.id),
    ),
  );
}
