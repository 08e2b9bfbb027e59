import { listUnreleasedIds, releaseId, validationErrorBody } from '@rabbithole/api-contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';

/**
 * Releasing an ID (design.md section 3, admin): the route of `npm run cli -- release-id`, and
 * the search that finds the ID to release. Registered by this folder's index.ts (autoload reads
 * only the index of a folder that has one).
 */
export function idReleaseRoutes(app: FastifyInstance) {
  contractRoute(app, releaseId, async (request, reply) => {
    const outcome = await app.idReleases.release(request.params.id, request.body.track_id);
    if ('release' in outcome) {
      request.log.info({ release: outcome.release }, 'ID released');
      return reply.code(201).send(outcome.release);
    }
    switch (outcome.why) {
      case 'unknown-id':
        throw app.httpErrors.notFound('No ID (a track of mix type ID) has this id.');
      case 'already-released':
        throw app.httpErrors.conflict('This ID has been released already.');
      case 'bad-track':
        return reply.code(422).send(
          validationErrorBody('json', {
            track_id: ['Must be the id of a released track, not an ID.'],
          }),
        );
    }
  });

  contractRoute(app, listUnreleasedIds, async (request) =>
    app.tracksRepository.unreleasedIds(request.query),
  );
}
