import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseId, type ReleaseDone, type ReleaseRefusal } from './release-id.ts';

export interface IdReleases {
  /**
   * Releases the ID as the track (release-id.ts), then lets everyone see it: guests' cached
   * catalog answers are dropped (track lists and counts changed) and the listeners told are
   * woken, in every process.
   */
  release(idTrackId: number, trackId: number): Promise<ReleaseDone | ReleaseRefusal>;
}

declare module 'fastify' {
  interface FastifyInstance {
    idReleases: IdReleases;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('idReleases', {
      async release(idTrackId, trackId) {
        const outcome = await releaseId(app.db, idTrackId, trackId);
        if (!('release' in outcome)) return outcome;
        // Committed: whatever fails from here on only delays what others see, within the
        // cache's 5 s or the client's next reconnect; the release itself stands.
        await app.readCache.clear().catch((error: unknown) => {
          app.log.error({ err: error }, 'could not clear the read cache after a release');
        });
        await app.notificationHub.publish(outcome.userIds);
        return outcome;
      },
    } satisfies IdReleases);
  },
  { name: 'id-releases', dependencies: ['db', 'read-cache', 'notification-hub'] },
);
