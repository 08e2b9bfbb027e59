import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { databaseOptionsOf, openDatabase, redact } from '../db/database.ts';
import { seedDemo } from '../seed/seed.ts';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  migrate                 apply pending database migrations
  seed [--scale demo]     fill an empty database with the demo catalog

The database is DATABASE_URL when set, else the embedded one in DATA_DIR (stop the server first).`;

const SCALES = ['demo'] as const;

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { scale: { type: 'string', default: 'demo' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  if (rest.length > 0 || (command !== 'migrate' && command !== 'seed')) {
    console.error(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
    return 1;
  }
  if (command === 'seed' && !SCALES.includes(values.scale as (typeof SCALES)[number])) {
    console.error(`--scale must be one of: ${SCALES.join(', ')} (large is not available yet).`);
    return 1;
  }

  const config = loadConfig();
  const where = config.databaseUrl ? redact(config.databaseUrl) : `${config.dataDir}/pglite`;
  // Opening the database applies pending migrations, so `migrate` is only open and close.
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    if (command === 'migrate') {
      console.log(`Migrations applied to ${where}.`);
      return 0;
    }
    const result = await seedDemo(database.db, { mediaDir: config.mediaDir });
    if (!result.seeded) {
      console.error(
        `Refusing to seed ${where}: it already holds sets. Seed only an empty database.`,
      );
      return 1;
    }
    console.log(
      `Seeded ${where}: ${result.sets} sets, ${result.artists} artists, ${result.labels} labels, ${result.tracks} tracks.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith('Cannot reach PostgreSQL'));
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
}
