// Runs a command against a brand-new PostgreSQL database and drops it afterwards, whatever the
// command's outcome: `node scripts/with-throwaway-postgres.mjs vitest run --project api`.
// The server is PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); the command gets
// DATABASE_URL pointing at the throwaway database and this script exits with its exit code.
import { spawn } from 'node:child_process';
import { createThrowawayDatabase } from '@rabbithole/test-support/postgres';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: node scripts/with-throwaway-postgres.mjs <command> [args…]');
  process.exit(2);
}

let database;
try {
  database = await createThrowawayDatabase();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: database.url },
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
  await database.drop();
} catch (error) {
  console.error(`Could not drop the throwaway database ${database.name}: ${error.message}`);
}
process.exit(code);
