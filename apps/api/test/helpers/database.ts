import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseOptions } from '../../src/db/database.ts';

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    // Never skip: a CI run that silently tested nothing is worse than a red one.
    throw new Error(
      `DATABASE_URL is set but PostgreSQL is not reachable (${(error as Error).message}). ` +
        'Start PostgreSQL or unset DATABASE_URL to test on PGlite.',
      { cause: error },
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or (with DATABASE_URL) a
 * throwaway database on that server, so test files can run in parallel without sharing rows.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { options: { kind: 'pglite', dataDir: null }, drop: () => Promise.resolve() };
  }
  const name = `rabbithole_t_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString() },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
