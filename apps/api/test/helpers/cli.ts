import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from '../../src/db/database.ts';
import type { TestDatabase } from './database.ts';

const cli = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where a CLI test's commands work: its throwaway PostgreSQL database, else PGlite in `dataDir`. */
export interface CliTarget {
  database: TestDatabase;
  dataDir: string;
}

/**
 * `npm run cli -- <args>` as an operator (or an operator's script) runs it, with `stdin` piped in
 * and `env` added to the environment.
 */
export function runCli(
  { database, dataDir }: CliTarget,
  args: string[],
  { stdin = '', env: extra = {} }: { stdin?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...extra };
  if (database.options.kind === 'postgres') env.DATABASE_URL = database.options.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens the database the CLI works on (the CLI must not be running: PGlite allows one process). */
export async function withCliDatabase<T>(
  { database, dataDir }: CliTarget,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const opened = await openDatabase(
    database.options.kind === 'postgres' ? database.options : { kind: 'pglite', dataDir },
  );
  try {
    return await read(opened.db);
  } finally {
    await opened.close();
  }
}
