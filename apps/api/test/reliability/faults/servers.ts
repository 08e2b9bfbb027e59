import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type SpawnedServer } from '@rabbithole/test-support';
import { afterAll } from 'vitest';
import { firstIds } from './api-calls.ts';
import type { Targets } from './write-stream.ts';

// Real server processes for the fault tests, each on a DATA_DIR of its own, every one of them
// killed and its directory removed when the test file ends, however it ends.

const servers: SpawnedServer[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const dir of dirs.splice(0)) await removeDir(dir);
});

/**
 * A killed server's art process ends after the picture it is drawing (prepare-art.ts), so its
 * last file may land while the folder is being removed (ENOTEMPTY). `rmSync`'s own retries only
 * retry the folder's rmdir, never the files that came after its listing, so each try here is a
 * whole removal.
 */
async function removeDir(dir: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' || Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

export function freshDir(prefix = 'rabbithole-faults-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/**
 * A server process on `dataDir` (and `env.DATABASE_URL` when given), not yet listening. Without
 * Redis, whatever the caller's environment says: its limits (registrations per address) would
 * count these tests' accounts across runs.
 */
export function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): SpawnedServer {
  const server = spawnServer(dataDir, { REDIS_URL: '', ...env });
  servers.push(server);
  return server;
}

/** Kills the process as a crash or `kill -9` would: no shutdown hook runs. */
export async function crash(server: SpawnedServer) {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Rows of the demo catalog the writers share (the seed makes hundreds of sets and tracks). */
export async function demoTargets(base: string): Promise<Targets> {
  const sets = await firstIds(base, 'sets', 14);
  return {
    likedSets: sets.slice(0, 4),
    commentedSets: sets.slice(4, 6),
    queuedSets: sets.slice(6, 14),
    likedTracks: await firstIds(base, 'tracks', 5),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
