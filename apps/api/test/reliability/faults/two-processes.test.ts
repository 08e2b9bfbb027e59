import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_PREFIX,
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_PATH,
  NotificationSchema,
  TokenPairSchema,
} from '@rabbithole/api-contract';
import { spawnServer, type SpawnedServer } from '@rabbithole/test-support';
import { createThrowawayDatabase, type ThrowawayDatabase } from '@rabbithole/test-support/postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../../src/config.ts';
import { hashPassword } from '../../../src/auth/passwords.ts';
import { openDatabase } from '../../../src/db/database.ts';
import { createUsersRepository } from '../../../src/plugins/app/users/users-repository.ts';
import { nextEvent, openEventStream } from '../../helpers/event-stream.ts';
import { expectRedisReachable, TEST_REDIS_URL } from '../../helpers/redis.ts';
import {
  ID_TRACK,
  insertReleaseFixture,
  RELEASED,
  WAREHOUSE,
  watch,
} from '../../routes/api/id-release-fixture.ts';

// design.md section 2: several stateless processes on one PostgreSQL, with Redis for the shared
// rate-limit store and the cross-process notification fan-out. A limit counts requests to every
// process once, and a release handled by one process reaches a stream that is open on another.

let database: ThrowawayDatabase;
const dataDirs: string[] = [];
const servers: SpawnedServer[] = [];
let watcherId = 0;
let first = '';
let second = '';

// The rate-limit store keys a user's comments by user id, and the Redis these tests share lives
// longer than a throwaway database: ids starting at a random point keep this run's counts apart
// from every other run's (and from other tests' user 1).
const firstUserId = 100_000 + Math.floor(Math.random() * 1_000_000_000);

beforeAll(async () => {
  await expectRedisReachable(TEST_REDIS_URL);
  database = await createThrowawayDatabase({ prefix: 'rabbithole_fanout' });
  // Migrated and filled before the servers start: two processes must not migrate side by side.
  const opened = await openDatabase({ kind: 'postgres', url: database.url });
  try {
    await insertReleaseFixture(opened.db);
    await opened.db.execute(
      sql.raw(`alter table users alter column id restart with ${firstUserId}`),
    );
    const users = createUsersRepository(opened.db, []);
    for (const username of ['curator', 'watcher', 'commenter']) {
      const user = await users.create({
        username,
        email: `${username}@example.test`,
        passwordHash: await hashPassword(`${username} password`),
        authProvider: 'internal',
      });
      if (username === 'watcher') watcherId = user.id;
    }
    await watch(opened.db, watcherId, ID_TRACK);
  } finally {
    await opened.close();
  }
  [first, second] = await Promise.all([start(), start()]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A server process on the shared database and Redis; the same secret signs every token. */
async function start(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rabbithole-fanout-'));
  dataDirs.push(dataDir);
  const server = spawnServer(dataDir, {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: 'fan-out-test-secret-at-least-32-characters',
    ADMIN_USERS: 'curator',
    SEED: 'none',
  });
  servers.push(server);
  return server.listening();
}

async function tokenOf(base: string, username: string): Promise<string> {
  const basic = Buffer.from(`${username}:${username} password`).toString('base64');
  const response = await fetch(`${base}${API_PREFIX}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  expect(response.status).toBe(200);
  return TokenPairSchema.parse(await response.json()).access_token;
}

describe('two server processes, one database, one Redis', () => {
  it('counts a rate limit once: comments alternated between them are refused at the limit, not twice it', async () => {
    const token = await tokenOf(first, 'commenter');
    const answers = [];
    for (let index = 0; index < AUTH_LIMITS.commentWritesPerUserPerMinute + 4; index += 1) {
      const base = index % 2 === 0 ? first : second;
      answers.push(
        await fetch(`${base}${API_PREFIX}/posts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: `comment ${index}`, set_meta_id: WAREHOUSE }),
        }),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    const allowed = AUTH_LIMITS.commentWritesPerUserPerMinute;
    console.log(
      `reliability: two processes: ${statuses.filter((status) => status === 201).length} of ` +
        `${statuses.length} alternated comments allowed (limit ${allowed} a minute), ` +
        `${statuses.filter((status) => status === 429).length} refused with 429`,
    );
    expect(statuses).toEqual([...Array<number>(allowed).fill(201), 429, 429, 429, 429]);
    for (const refused of answers.slice(allowed)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a stream open on one receives the release another handled, within 2 s', async () => {
    const stream = await openEventStream(`${second}${API_PREFIX}${NOTIFICATION_STREAM_PATH}`, {
      authorization: `Bearer ${await tokenOf(second, 'watcher')}`,
    });
    try {
      expect(stream.status).toBe(200);
      await stream.next(5000);
      const admin = await tokenOf(first, 'curator');
      const response = await fetch(`${first}${API_PREFIX}/admin/tracks/${ID_TRACK}/release`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ track_id: RELEASED }),
      });
      expect(response.status).toBe(201);
      const released = Date.now();
      const event = await nextEvent(stream, 2000);
      const deliveredMs = Date.now() - released;
      console.log(
        `reliability: two processes: a release handled by one reached a stream on the other in ${deliveredMs} ms`,
      );
      expect(deliveredMs).toBeLessThan(2000);
      expect(event.event).toBe(NOTIFICATION_EVENT);
      const notification = NotificationSchema.parse(JSON.parse(event.data ?? ''));
      expect(notification.release).toMatchObject({
        id_track_id: ID_TRACK,
        track_meta: { id: RELEASED },
      });
    } finally {
      stream.close();
    }
  });
});
