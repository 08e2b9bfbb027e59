// The large seed (`npm run cli -- seed --scale large`) on either database, and the real server
// started on it, for catalog-reads.ts. Seeding takes minutes, so a seeded PGlite directory
// (BENCH_DATA_DIR) or PostgreSQL database (BENCH_DATABASE_URL) can be kept and reused.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@rabbithole/test-support';
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

const LISTENING = /Rabbithole listening on (http:\/\/127\.0\.0\.1:\d+)/;

/** The production server on the catalog's database, on a free loopback port. */
export async function startOn(
  catalog: LargeCatalog,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...catalog.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not listen:\n${out}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = LISTENING.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited before listening:\n${out}`)));
  });
  // Drain the logs unread from here on: a full pipe would stall the server mid-benchmark.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
