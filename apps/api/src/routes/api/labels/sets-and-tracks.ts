import { listLabelSets, listLabelTracks } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

const NO_LABEL = 'No label has this id.';

/**
 * `/api/labels/{id}/sets|tracks`: a label's sub-lists that return sets and tracks (the label
 * itself and its artists are served beside this file). This folder must not have an `index.ts`:
 * autoload would then skip every other file in it.
 */
export default async function labelSetsAndTracksRoutes(app: FastifyInstance) {
  const { userFields } = app;
  contractRoute(app, listLabelSets, async (request) => {
    const page = await app.setsRepository.listFor('label', request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound(NO_LABEL);
    return userFields.page(page, viewerOf(request), userFields.sets);
  });

  contractRoute(app, listLabelTracks, async (request) => {
    const page = await app.tracksRepository.listForLabel(request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound(NO_LABEL);
    return userFields.page(page, viewerOf(request), userFields.tracks);
  });
}
