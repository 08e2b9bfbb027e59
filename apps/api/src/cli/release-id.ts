import { MAX_ID } from '@rabbithole/api-contract';
import type { Config } from '../config.ts';
import { databaseOptionsOf, openDatabase } from '../db/database.ts';
import { publishOnce } from '../plugins/app/notifications/fan-out.ts';
import { releaseId } from '../plugins/app/notifications/release-id.ts';

/** Exit codes of `release-id`, for scripts: 2 lets a script that retries treat it as done. */
export const RELEASE_ID_EXIT = { released: 0, refused: 1, alreadyReleased: 2 } as const;

const idOf = (value: string) =>
  /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID ? Number(value) : null;

/**
 * `npm run cli -- release-id <idTrackId> <trackId>`: what POST /api/admin/tracks/{id}/release
 * does (release-id.ts), for an operator at the server. With REDIS_URL the running servers are
 * told, so the listeners' open streams get their notification at once.
 */
export async function releaseIdCommand(
  config: Config,
  idArgument: string,
  trackArgument: string,
): Promise<number> {
  const idTrackId = idOf(idArgument);
  const trackId = idOf(trackArgument);
  if (idTrackId === null || trackId === null) {
    console.error('Not released: release-id takes two track ids (positive whole numbers).');
    return RELEASE_ID_EXIT.refused;
  }
  const database = await openDatabase(databaseOptionsOf(config));
  let outcome: Awaited<ReturnType<typeof releaseId>>;
  try {
    outcome = await releaseId(database.db, idTrackId, trackId);
  } finally {
    await database.close();
  }
  if ('why' in outcome) {
    switch (outcome.why) {
      case 'unknown-id':
        console.error(`Not released: no ID (a track of mix type ID) has id ${idTrackId}.`);
        return RELEASE_ID_EXIT.refused;
      case 'already-released':
        console.error(`Not released: ID ${idTrackId} has been released already.`);
        return RELEASE_ID_EXIT.alreadyReleased;
      case 'bad-track':
        console.error(`Not released: track ${trackId} does not exist or is itself an ID.`);
        return RELEASE_ID_EXIT.refused;
    }
  }
  const { notified } = outcome.release;
  console.log(
    `Released ID ${idTrackId} as track ${trackId}: ${notified} listener${notified === 1 ? '' : 's'} notified.`,
  );
  if (config.redisUrl && outcome.userIds.length > 0) {
    try {
      await publishOnce(config.redisUrl, outcome.userIds);
    } catch {
      // Done all the same: the listeners find it in their list, and open streams on reconnecting.
      console.error(
        'Redis at REDIS_URL could not be reached: open notification streams were not told; ' +
          'listeners see the release in their notifications.',
      );
    }
  }
  return RELEASE_ID_EXIT.released;
}
