import { existsSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers speak the same dialect; code above this module never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Null keeps everything in memory (tests). */
      dataDir: string | null;
      /**
       * A file written by PGlite's `dumpDataDir()` to start from instead of an empty cluster:
       * loading one costs a fraction of initdb, which tests pay once per run instead of per file.
       */
      dumpFile?: string;
    }
  | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /** Idempotent: closes the connection and releases the data directory lock. */
  close(): Promise<void>;
}

/** The database the configuration names: DATABASE_URL when set, else PGlite under DATA_DIR. */
export function databaseOptionsOf(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database, applies pending migrations, and returns a handle that must be closed. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.dumpFile)
    : openPostgres(options.url);
}

/**
 * PGlite runs PostgreSQL inside this process's WebAssembly memory, which grows and never shrinks,
 * and its shared buffers (128 MB by default) are resident from the start. The data files are read
 * through Node's fs, so the OS page cache holds the hot pages anyway: 32 MB keeps an idle server
 * within design.md section 6's 400 MiB at the large seed (its peak under load is not yet:
 * bench/README.md).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | null, dumpFile?: string): Promise<Database> {
  let lock: DataDirLock | null = null;
  let pgDir: string | undefined;
  if (dataDir !== null) {
    lock = acquireDataDirLock(dataDir);
    pgDir = join(dataDir, 'pglite');
    // A kill -9 leaves postmaster.pid behind and PGlite then refuses to open; holding our lock
    // proves no other process is using the directory, so the file is stale.
    const stalePid = join(pgDir, 'postmaster.pid');
    if (existsSync(stalePid)) rmSync(stalePid, { force: true });
  }
  let client: PGlite | null = null;
  try {
    const loadDataDir = dumpFile ? new Blob([await readFile(dumpFile)]) : undefined;
    client = await PGlite.create({
      dataDir: pgDir,
      extensions: { pg_trgm },
      loadDataDir,
      startParams: pgliteStartParams,
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return handle(db, 'pglite', async () => {
      if (!opened.closed) await opened.close();
      lock?.release();
    });
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    // JIT compiles a plan whose estimated cost passes jit_above_cost: a catalog search or page
    // over the large catalog does, and then spends tens of milliseconds compiling a query that
    // runs in a few. Off for this application's sessions only; the server default is untouched.
    options: '-c jit=off',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor may a checked-out one (a transaction between two statements when PostgreSQL restarts):
  // the pool listens only to idle clients, and an unheard 'error' event ends the process. The
  // statement in flight fails on its own (answered 503), and the pool drops the dead client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot reach PostgreSQL at ${redact(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const db = drizzleNodePg({ client: pool, schema });
  try {
    await migrateNodePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return handle(db, 'postgres', () => pool.end());
}

function handle(db: Db, kind: Database['kind'], closeOnce: () => Promise<void>): Database {
  let closing: Promise<void> | null = null;
  return {
    db,
    kind,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= closeOnce();
      return closing;
    },
  };
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
