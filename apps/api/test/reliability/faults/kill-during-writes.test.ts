import { createThrowawayDatabase } from '@rabbithole/test-support/postgres';
import { describe, expect, it } from 'vitest';
import type { DatabaseOptions } from '../../../src/db/database.ts';
import { registerWriters, waitUntil } from './api-calls.ts';
import { crash, demoTargets, freshDir, sleep, startServer } from './servers.ts';
import { recountStoredCounts } from './stored-counts.ts';
import { verifyWrites } from './verify-writes.ts';
import { startWriteStream } from './write-stream.ts';

// DEVELOPERS.md's promise: an acknowledged write survives a crash. Four users write at once; the
// server is killed with SIGKILL at a random moment; a new process on the same data answers what
// each was told, and every count the database stores matches the rows it counts.

const MIN_ACKNOWLEDGED = 60;

async function killDuringWrites(
  label: string,
  env: NodeJS.ProcessEnv,
  databaseOf: (dataDir: string) => DatabaseOptions,
) {
  const dataDir = freshDir();
  const first = startServer(dataDir, { SEED: 'demo', ...env });
  const base = await first.listening();
  const writers = await registerWriters(base, 4);
  const targets = await demoTargets(base);

  const stream = startWriteStream(base, writers, targets);
  // Killed at a random moment once the stream has written enough to prove something, however
  // fast this machine writes.
  await waitUntil(`${MIN_ACKNOWLEDGED} writes acknowledged`, 60_000, async () => {
    return stream.acknowledged() >= MIN_ACKNOWLEDGED;
  });
  await sleep(1000 + Math.random() * 3000);
  await crash(first);
  await stream.stop();

  const second = startServer(dataDir, env);
  const verdict = await verifyWrites(await second.listening(), stream.ledgers, targets);
  await second.stop();
  const counts = await recountStoredCounts(databaseOf(dataDir));
  console.log(
    `reliability: kill -9 on ${label}: ${verdict.acknowledged} writes acknowledged, ` +
      `${verdict.found} found; unanswered: ${verdict.uncertainApplied} applied, ` +
      `${verdict.uncertainAbsent} not; ${counts.checked} stored counts checked, ` +
      `${counts.drifted.length} drifted`,
  );
  expect(verdict.problems).toEqual([]);
  expect(counts.drifted).toEqual([]);
  expect(verdict.found).toBe(verdict.acknowledged);
  expect(verdict.acknowledged).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
}

describe('kill -9 during a stream of acknowledged writes', () => {
  it('loses no acknowledged write on PGlite, and no stored count drifts', async () => {
    await killDuringWrites('PGlite', {}, (dataDir) => ({ kind: 'pglite', dataDir }));
  });

  it('loses no acknowledged write on PostgreSQL, and no stored count drifts', async () => {
    const database = await createThrowawayDatabase({ prefix: 'rabbithole_kill' });
    try {
      await killDuringWrites('PostgreSQL', { DATABASE_URL: database.url }, () => ({
        kind: 'postgres',
        url: database.url,
      }));
    } finally {
      await database.drop();
    }
  });
});
