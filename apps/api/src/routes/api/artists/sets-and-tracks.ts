import {
  listArtistIds,
  listArtistRemixes,
  listArtistSets,
  listArtistTracks,
} from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

const NO_ARTIST = 'No artist has this id.';

/**
 * `/api/artists/{id}/sets|tracks|remixes|ids`: an artist's sub-lists that return sets and tracks
 * (the artist itself and its labels are served beside this file). This folder must not have an
 * `index.ts`: autoload would then skip every other file in it.
 */
export default async function artistSetsAndTracksRoutes(app: FastifyInstance) {
  const { userFields } = app;
  contractRoute(app, listArtistSets, async (request) => {
    const page = await app.setsRepository.listFor('artist', request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound(NO_ARTIST);
    return userFields.page(page, viewerOf(request), userFields.sets);
  });

  contractRoute(app, listArtistTracks, async (request) => {
    const page = await app.tracksRepository.listForArtist(
      request.params.id,
      'tracks',
      request.query,
    );
    if (!page) throw app.httpErrors.notFound(NO_ARTIST);
    return userFields.page(page, viewerOf(request), userFields.tracks);
  });

  contractRoute(app, listArtistRemixes, async (request) => {
    const page = await app.tracksRepository.listForArtist(
      request.params.id,
      'remixes',
      request.query,
    );
    if (!page) throw app.httpErrors.notFound(NO_ARTIST);
    return userFields.page(page, viewerOf(request), userFields.tracks);
  });

  contractRoute(app, listArtistIds, async (request) => {
    const page = await app.tracksRepository.listForArtist(request.params.id, 'ids', request.query);
    if (!page) throw app.httpErrors.notFound(NO_ARTIST);
    return userFields.page(page, viewerOf(request), userFields.tracks);
  });
}
