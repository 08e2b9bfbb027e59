import { getLabel, listLabelArtists, listLabels } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { viewerOf } from '../../../plugins/app/auth/request-auth.ts';

const NO_LABEL = 'No label has this id.';

/**
 * `/api/labels`, `/api/labels/{id}` and its artists tab (spec.md section 7, Browsing). Its sets
 * and tracks tabs are served beside this file: this folder has no `index.ts`, or autoload would
 * skip every other file in it.
 */
export default async function labelsRoutes(app: FastifyInstance) {
  const { userFields } = app;
  contractRoute(app, listLabels, async (request) =>
    userFields.page(
      await app.labelsRepository.list(request.query),
      viewerOf(request),
      userFields.labels,
    ),
  );

  contractRoute(app, getLabel, async (request) => {
    const label = await app.labelsRepository.get(request.params.id);
    if (!label) throw app.httpErrors.notFound(NO_LABEL);
    const [filled = label] = await userFields.labels([label], viewerOf(request));
    return filled;
  });

  contractRoute(app, listLabelArtists, async (request) => {
    const page = await app.artistsRepository.listForLabel(request.params.id, request.query);
    if (!page) throw app.httpErrors.notFound(NO_LABEL);
    return userFields.page(page, viewerOf(request), userFields.artists);
  });
}
