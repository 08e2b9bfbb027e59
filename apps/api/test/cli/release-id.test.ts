import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { NOTIFICATION_CHANNEL } from '../../src/plugins/app/notifications/fan-out.ts';
import { runCli, withCliDatabase, type CliTarget } from '../helpers/cli.ts';
import { freshDatabase } from '../helpers/database.ts';
import { expectRedisReachable, TEST_REDIS_URL } from '../helpers/redis.ts';
import {
  ID_TRACK,
  insertReleaseFixture,
  likeMoment,
  MINUTE,
  OTHER_ID,
  OTHER_TRACK,
  RELEASED,
  WAREHOUSE,
  watch,
} from '../routes/api/id-release-fixture.ts';

let target: CliTarget;
let subscriber: Redis;
/** What the CLI published on the notification channel. */
const published: { users: number[] }[] = [];
let watcher: number;
let liker: number;

beforeAll(async () => {
  await expectRedisReachable(TEST_REDIS_URL);
  target = {
    database: await freshDatabase(),
    dataDir: mkdtempSync(join(tmpdir(), 'rabbithole-cli-release-')),
  };
  [watcher, liker] = await withCliDatabase(target, async (db) => {
    await insertReleaseFixture(db);
    const users = await rowsOf<{ id: number }>(
      db,
      sql`insert into users (username, email) values
        ('Watcher', 'watcher@example.test'), ('Liker', 'liker@example.test') returning id`,
    );
    const ids = users.map((user) => user.id);
    const [first = 0, second = 0] = ids;
    await watch(db, first, ID_TRACK);
    await watch(db, first, OTHER_ID);
    await likeMoment(db, second, WAREHOUSE, 15 * MINUTE);
    return [first, second];
  });
  subscriber = new Redis(TEST_REDIS_URL);
  subscriber.on('message', (_channel: string, message: string) => {
    // Other runs may publish on the channel too: only this file's users are looked for below.
    published.push(JSON.parse(message) as { users: number[] });
  });
  await subscriber.subscribe(NOTIFICATION_CHANNEL);
});

afterAll(async () => {
  subscriber.disconnect();
  await target.database.drop();
  rmSync(target.dataDir, { recursive: true, force: true });
});

const releaseId = (args: string[], redisUrl = TEST_REDIS_URL) =>
  runCli(target, ['release-id', ...args], { env: { REDIS_URL: redisUrl } });

/** The released ID's set track rows and notifications, as stored. */
const stored = () =>
  withCliDatabase(target, async (db) => ({
    notified: (
      await rowsOf<{ user_id: number }>(db, sql`select user_id from notifications order by user_id`)
    ).map((row) => row.user_id),
    idRows: (await rowsOf(db, sql`select 1 from set_tracks where track_id = ${ID_TRACK}`)).length,
  }));

// Each run starts a process that opens (and on PGlite migrates) the database.
describe('npm run cli -- release-id', { timeout: 120_000 }, () => {
  it('refuses what is not a pair of ids, and a target that is itself an ID, changing nothing', async () => {
    const garbage = await releaseId(['abc', String(RELEASED)]);
    expect(garbage).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Not released: release-id takes two track ids (positive whole numbers).\n',
    });
    const toAnId = await releaseId([String(ID_TRACK), String(OTHER_ID)]);
    expect(toAnId.stderr).toBe(
      `Not released: track ${OTHER_ID} does not exist or is itself an ID.\n`,
    );
    expect(toAnId.code).toBe(1);
    expect(await stored()).toEqual({ notified: [], idRows: 2 });
  });

  it('releases, says how many listeners were told, and tells the servers through Redis', async () => {
    const result = await releaseId([String(ID_TRACK), String(RELEASED)]);
    expect(result.stderr).toBe('');
    expect(result).toMatchObject({
      code: 0,
      stdout: `Released ID ${ID_TRACK} as track ${RELEASED}: 2 listeners notified.\n`,
    });
    const told = [watcher, liker].sort((a, b) => a - b);
    expect(await stored()).toEqual({ notified: told, idRows: 0 });
    await expect
      .poll(() => published.some((message) => message.users.join() === told.join()))
      .toBe(true);
  });

  it('answers exit 2 for an ID released already, 1 for an unknown one', async () => {
    const again = await releaseId([String(ID_TRACK), String(OTHER_TRACK)]);
    expect(again).toEqual({
      code: 2,
      stdout: '',
      stderr: `Not released: ID ${ID_TRACK} has been released already.\n`,
    });
    const unknown = await releaseId(['999999', String(RELEASED)]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Not released: no ID (a track of mix type ID) has id 999999.\n');
    expect((await stored()).notified).toHaveLength(2);
  });

  it('releases all the same when Redis cannot be reached, and says the streams were not told', async () => {
    const result = await releaseId([String(OTHER_ID), String(OTHER_TRACK)], 'redis://127.0.0.1:1');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `Released ID ${OTHER_ID} as track ${OTHER_TRACK}: 1 listener notified.\n`,
    );
    expect(result.stderr).toMatch(/^Redis at REDIS_URL could not be reached/);
    expect(result.stderr).not.toContain('127.0.0.1:1');
  });
});
