// Throwaway PostgreSQL databases for tests: `npm test` makes one per run of the API suite
// (scripts/with-throwaway-postgres.mjs) and the API tests make one per test file on it
// (apps/api/test/helpers/database.ts). Plain JavaScript, so the root scripts can use it unbuilt.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server throwaway databases are made on, unless PG_URL says otherwise. */
export const defaultPgUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export function pgServerUrl(env = process.env) {
  return env.PG_URL || defaultPgUrl;
}

/** The URL without its password, for messages. */
export function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function onServer(serverUrl, statement, hint) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    // Never skip: a run that silently tested nothing is worse than a red one.
    throw new Error(
      `PostgreSQL is not reachable at ${redactUrl(serverUrl)} (${error.message}). ${hint}`,
      { cause: error },
    );
  }
  try {
    await client.query(statement);
  } catch (error) {
    throw new Error(`${statement} on ${redactUrl(serverUrl)} failed: ${error.message}`, {
      cause: error,
    });
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database on `serverUrl` with a random name and answers its URL and a `drop()`
 * that removes it, ending any connection still open on it. `hint` ends the message when the
 * server is not reachable: what to do about it.
 */
export async function createThrowawayDatabase({
  serverUrl = pgServerUrl(),
  hint = 'Start it, or set PG_URL to a server where this user may create databases.',
  prefix = 'rabbithole_test',
} = {}) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`, hint);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, hint),
  };
}
