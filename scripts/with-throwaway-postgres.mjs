// Runs a command against a brand-new PostgreSQL database and drops it afterwards, whatever the
// command's outcome: `node scripts/with-throwaway-postgres.mjs vitest run --project api`.
// The server is PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); the command gets
// DATABASE_URL pointing at the throwaway database and this script exits with its exit code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: node scripts/with-throwaway-postgres.mjs <command> [args…]');
  process.exit(2);
}

const redacted = (() => {
  const url = new URL(serverUrl);
  if (url.password) url.password = '***';
  return url.toString();
})();

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const name = `rabbithole_test_${randomBytes(6).toString('hex')}`;
try {
  await admin(`CREATE DATABASE ${name}`);
} catch (error) {
  console.error(
    `PostgreSQL is not reachable at ${redacted} (${error.message}). ` +
      'Start it, or set PG_URL to a server where this user may create databases.',
  );
  process.exit(1);
}

const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl.toString() },
  // npx and friends are shell scripts on some platforms.
  shell: process.platform === 'win32',
});

// Forward Ctrl-C / termination to the command; the database is dropped once it has exited.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}

const code = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`Could not run ${command[0]}: ${error.message}`);
    resolve(127);
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});

try {
  // WITH (FORCE) ends connections a crashed command may have left open.
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} catch (error) {
  console.error(`Could not drop the throwaway database ${name}: ${error.message}`);
}
process.exit(code);
