import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dumpCatalog,
  rowsOf,
  sampleDocument,
  SAMPLE_FILE,
  toneMp3,
  writeJson,
} from '../catalog/catalog-fixtures.ts';
import { runCli, withCliDatabase } from '../helpers/cli.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let dataDir: string;
let folder: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rabbithole-cli-import-'));
  folder = mkdtempSync(join(tmpdir(), 'rabbithole-cli-import-files-'));
  database = await freshDatabase();
});

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});

/** `npm run cli -- import <file>` as an operator runs it. */
const runImport = (...args: string[]) => runCli({ database, dataDir }, ['import', ...args]);

const withDatabase = <T>(read: (db: Parameters<typeof dumpCatalog>[0]) => Promise<T>) =>
  withCliDatabase({ database, dataDir }, read);

// Each run starts a process that opens (and on PGlite creates and migrates) the database.
describe('npm run cli -- import', { timeout: 120_000 }, () => {
  it('imports the sample and prints what it did; again, that nothing changed', async () => {
    const first = await runImport(SAMPLE_FILE);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(
      [
        `Imported ${SAMPLE_FILE}:`,
        '  artists  5 created, 0 updated, 0 unchanged',
        '  labels   3 created, 0 updated, 0 unchanged',
        '  tracks   6 created, 0 updated, 0 unchanged',
        '  sets     2 created, 0 updated, 0 unchanged',
        '  audio    0 recordings copied',
        '',
      ].join('\n'),
    );
    const before = await withDatabase(dumpCatalog);
    const second = await runImport(SAMPLE_FILE);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('  sets     0 created, 0 updated, 2 unchanged');
    expect(await withDatabase(dumpCatalog)).toEqual(before);
  });

  it('prints every problem with its path, exits 1 and writes nothing', async () => {
    const before = await withDatabase(dumpCatalog);
    const document = sampleDocument() as unknown as {
      labels: Record<string, unknown>[];
      tracks: Record<string, unknown>[];
      sets: Record<string, unknown>[];
    };
    document.labels[1]!.name = 'Renamed, but never written';
    document.labels[0]!.sponsor_type = 'venue';
    document.tracks[4]!.id_set = 'set/unknown';
    document.sets[1]!.description = 'Bell\u0007';
    const file = writeJson(folder, 'three-problems.json', document);
    const result = await runImport(file);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      [
        `${file}: 3 problems; nothing was imported.`,
        '  labels[0].sponsor_type: Invalid option: expected one of "label_meta"|"other"',
        '  sets[1].description: Must not contain control characters but tab and newline.',
        '  tracks[4].id_set: No set has the key "set/unknown".',
        '',
      ].join('\n'),
    );
    expect(await withDatabase(dumpCatalog)).toEqual(before);
  });

  it('copies a set’s recording to the media directory', async () => {
    mkdirSync(join(folder, 'audio'), { recursive: true });
    const mp3 = toneMp3();
    writeFileSync(join(folder, 'audio', 'rooftop.mp3'), mp3);
    const document = sampleDocument();
    document.sets[1]!.audio_file = 'audio/rooftop.mp3';
    const result = await runImport(writeJson(folder, 'with-audio.json', document));
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('  audio    1 recording copied');
    const [set] = await withDatabase((db) =>
      rowsOf(db, `select id from sets where import_key = 'set/lisbon-rooftop-b2b'`),
    );
    const stored = readFileSync(
      join(dataDir, 'media', 'uploads', 'sets', `${Number(set?.id)}.mp3`),
    );
    expect(new Uint8Array(stored)).toEqual(mp3);
  });

  it('needs exactly one file', async () => {
    const result = await runImport();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('import takes one file.');
  });
});
