// The large seed (`npm run cli -- seed --scale large`) on either database, and the real server
// started on it, for api.ts. Seeding takes minutes, so a seeded PGlite directory
// (BENCH_DATA_DIR) or PostgreSQL database (BENCH_DATABASE_URL) can be kept and reused.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ART_RENDITIONS_READY, repoRoot, spawnServer } from '@rabbithole/test-support';
import { createThrowawayDatabase } from '@rabbithole/test-support/postgres';

export type BenchDatabase = 'pglite' | 'postgres';

export interface LargeCatalog {
  env: NodeJS.ProcessEnv;
  /** Seconds the seed took, or null when a seeded one was reused. */
  seedSeconds: number | null;
  dispose(): Promise<void>;
}

const SEEDED_MARK = '.bench-large-seed';

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    ),
  );
}

async function seed(env: NodeJS.ProcessEnv): Promise<number> {
  const started = Date.now();
  await run(['apps/api/src/cli/index.ts', 'seed', '--scale', 'large'], env);
  return (Date.now() - started) / 1000;
}

/** A large-seeded database of the given kind, with the environment a server needs to use it. */
export async function largeCatalog(kind: BenchDatabase): Promise<LargeCatalog> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  if (kind === 'pglite') {
    const kept = process.env.BENCH_DATA_DIR;
    const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'rabbithole-bench-'));
    const env = { ...base, DATA_DIR: dataDir, SEED: 'none' };
    const mark = join(dataDir, SEEDED_MARK);
    const seedSeconds = existsSync(mark) ? null : await seed(env);
    writeFileSync(mark, 'large\n');
    return {
      env,
      seedSeconds,
      dispose: () => {
        if (!kept) rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const kept = process.env.BENCH_DATABASE_URL;
  const database = kept ? null : await createThrowawayDatabase({ prefix: 'rabbithole_bench' });
  const url = kept ?? database?.url ?? '';
  // Art and cached audio go to a scratch DATA_DIR; the rows live in PostgreSQL.
  const dataDir = mkdtempSync(join(tmpdir(), 'rabbithole-bench-pg-'));
  const env = { ...base, DATABASE_URL: url, DATA_DIR: dataDir, SEED: 'none' };
  const seedSeconds = kept ? null : await seed(env);
  return {
    env,
    seedSeconds,
    dispose: async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The production server on the catalog's database, on a free loopback port. */
export async function startOn(
  catalog: LargeCatalog,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = catalog.env.DATA_DIR ?? '';
  // Loaded once it has drawn its landing pages' art (bench/server.ts), which it does after listening.
  const server = spawnServer(
    dataDir,
    { ...catalog.env, NODE_ENV: 'production' },
    { until: ART_RENDITIONS_READY },
  );
  try {
    return {
      url: await server.listening(),
      pid: server.child.pid ?? 0,
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
