import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { databaseOptionsOf, openDatabase, redact } from '../db/database.ts';
import { createUser, readPassword } from './create-user.ts';
import { importFile } from './import-file.ts';
import { releaseIdCommand } from './release-id.ts';
import { progressFor, SEED_SCALES, seedAtScale, type SeedScale } from './seed.ts';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  migrate                 apply pending database migrations
  seed [--scale demo|large]
                          fill an empty database with the demo catalog; large adds 100,000
                          tracks, 10,000 sets, 5,000 artists and 1,000,000 likes
  openapi [--out FILE]    write the OpenAPI document (to stdout without --out); touches no database
  create-user <username> <email>
                          create a password account; the password is read from stdin (typed
                          without echo, or the first line of a pipe). Exit 0 created, 1 invalid
                          input, 2 username or e-mail already taken
  import <file.json>      create or update the catalog from a file (docs/import-format.md);
                          every problem is printed with its JSON path (exit 1, nothing written)
  release-id <idTrackId> <trackId>
                          release an ID as a track: its listeners are notified (live through
                          REDIS_URL when set). Exit 0 released, 1 unknown ID or track, 2 the ID
                          was released already

The database is DATABASE_URL when set, else the embedded one in DATA_DIR (stop the server first).`;

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      scale: { type: 'string', default: 'demo' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  if (command === 'create-user') {
    const [username, email] = rest;
    if (rest.length !== 2 || username === undefined || email === undefined) {
      console.error(`create-user takes a username and an e-mail address.\n\n${USAGE}`);
      return 1;
    }
    const config = loadConfig();
    const password = await readPassword(process.stdin, process.stderr);
    if (password === null) {
      console.error('Cancelled: no user created.');
      return 1;
    }
    return createUser(config, username, email, password);
  }
  if (command === 'import') {
    const [file] = rest;
    if (rest.length !== 1 || file === undefined) {
      console.error(`import takes one file.\n\n${USAGE}`);
      return 1;
    }
    return importFile(loadConfig(), file);
  }
  if (command === 'release-id') {
    const [idTrackId, trackId] = rest;
    if (rest.length !== 2 || idTrackId === undefined || trackId === undefined) {
      console.error(`release-id takes an ID's track id and the released track's id.\n\n${USAGE}`);
      return 1;
    }
    return releaseIdCommand(loadConfig(), idTrackId, trackId);
  }
  if (rest.length > 0 || !['migrate', 'seed', 'openapi'].includes(command)) {
    console.error(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
    return 1;
  }
  if (command === 'seed' && !SEED_SCALES.includes(values.scale as SeedScale)) {
    console.error(`--scale must be one of: ${SEED_SCALES.join(', ')}.`);
    return 1;
  }

  const config = loadConfig();
  if (command === 'openapi') {
    const document = await openApiDocument(config);
    if (values.out) writeFileSync(values.out, document);
    else process.stdout.write(document);
    return 0;
  }
  const where = config.databaseUrl ? redact(config.databaseUrl) : `${config.dataDir}/pglite`;
  // Opening the database applies pending migrations, so `migrate` is only open and close.
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    if (command === 'migrate') {
      console.log(`Migrations applied to ${where}.`);
      return 0;
    }
    const started = Date.now();
    const result = await seedAtScale(database.db, values.scale as SeedScale, {
      mediaDir: config.mediaDir,
      progress: progressFor(process.stderr),
    });
    if (result === null) {
      console.error(
        `Refusing to seed ${where}: it already holds sets. Seed only an empty database.`,
      );
      return 1;
    }
    console.log(
      `Seeded ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.sets} sets, ${result.artists} artists, ${result.labels} labels, ${result.tracks} tracks, ${result.likes} likes.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * The document as the running server would publish it (PUBLIC_URL included), built by the app
 * itself on a throwaway in-memory database: it needs no server, data directory or network.
 */
async function openApiDocument(config: Config): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'rabbithole-openapi-'));
  const app = await buildApp({
    config: { ...config, seed: 'none', mediaDir: join(scratch, 'media') },
    database: { kind: 'pglite', dataDir: null },
    logger: false,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith('Cannot reach PostgreSQL'));
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
