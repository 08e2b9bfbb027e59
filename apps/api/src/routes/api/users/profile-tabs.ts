import {
  listUserArtists,
  listUserIds,
  listUserLabels,
  listUserSets,
  listUserTracks,
} from '@rabbithole/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../../contract-route.ts';
import { accountOf } from '../../../plugins/app/auth/request-auth.ts';

/**
 * `/api/users/{id}/sets|tracks|ids|artists|labels`: the profile's tabs (spec.md section 7,
 * Session and users), each item with the caller's own fields. Only one's own: any other id is
 * refused before looking, so the answer never says which ids are accounts.
 */
export default async function profileTabsRoutes(app: FastifyInstance) {
  const { userFields } = app;

  /** The caller, when `id` is theirs. */
  function owner(request: FastifyRequest, id: number): number {
    const userId = accountOf(request);
    if (id !== userId) {
      throw app.httpErrors.forbidden('You may read only your own profile.');
    }
    return userId;
  }

  contractRoute(app, listUserSets, async (request) => {
    const userId = owner(request, request.params.id);
    const page = await app.setsRepository.favouritesOf(userId, request.query);
    return userFields.page(page, userId, userFields.sets);
  });

  contractRoute(app, listUserTracks, async (request) => {
    const userId = owner(request, request.params.id);
    const page = await app.tracksRepository.favouritesOf(userId, 'tracks', request.query);
    return userFields.page(page, userId, userFields.tracks);
  });

  contractRoute(app, listUserIds, async (request) => {
    const userId = owner(request, request.params.id);
    const page = await app.tracksRepository.favouritesOf(userId, 'ids', request.query);
    return userFields.page(page, userId, userFields.tracks);
  });

  contractRoute(app, listUserArtists, async (request) => {
    const userId = owner(request, request.params.id);
    const page = await app.artistsRepository.followedBy(userId, request.query);
    return userFields.page(page, userId, userFields.artists);
  });

  contractRoute(app, listUserLabels, async (request) => {
    const userId = owner(request, request.params.id);
    const page = await app.labelsRepository.followedBy(userId, request.query);
    return userFields.page(page, userId, userFields.labels);
  });
}
