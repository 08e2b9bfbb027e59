import { getArtist, listArtistLabels, listArtists } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

const NO_ARTIST = 'No artist has this id.';

/**
 * `/api/artists`, `/api/artists/{id}` and its labels tab (spec.md section 7, Browsing). Its sets
 * and tracks tabs are served beside this file: this folder has no `index.ts`, or autoload would
 * skip every other file in it.
 */
export default async function artistsRoutes(app: FastifyInstance) {
  const { userFields } = app;
  contractRoute(app, listArtists, async (request) =>
    userFields.page(
      await app.artistsRepository.list(request.query),
      viewerOf(request),
      userFields.artists,
    ),
  );

  contractRoute(app, getArtist, async (request) => {
    const artist = await app.artistsRepository.get(request.params.id);
    if (!artist) throw app.httpErrors.notFound(NO_ARTIST);
    const [filled = artist] = await userFields.artists([artist], viewerOf(request));
    return filled;
  });

  contractRoute(app, listArtistLabels, async (request) => {
    const page = await app.labelsRepository.listForArtist(request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound(NO_ARTIST);
    return userFields.page(page, viewerOf(request), userFields.labels);
  });
}
