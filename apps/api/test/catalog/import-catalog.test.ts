import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportDocumentSchema, type ImportDocumentInput } from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../src/catalog/import-catalog.ts';
import { readImportFile } from '../../src/catalog/read-import-file.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';
import { dumpCatalog, rowsOf, sampleDocument, SAMPLE_FILE, writeJson } from './catalog-fixtures.ts';

let testApp: TestApp;
let folder: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  folder = mkdtempSync(join(tmpdir(), 'rabbithole-import-'));
});

afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

const db = () => testApp.app.db;
const run = (document: ImportDocumentInput) =>
  importCatalog(db(), ImportDocumentSchema.parse(document), { mediaDir: testApp.config.mediaDir });

async function readOk(file: string) {
  const read = await readImportFile(file);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.document;
}

const counts = (created: number, updated: number, unchanged: number) => ({
  created,
  updated,
  unchanged,
});

describe('importing the sample catalog', () => {
  it('creates every record once, with counts, art and audio paths', async () => {
    const summary = await run(await readOk(SAMPLE_FILE));
    expect(summary).toEqual({
      artists: counts(5, 0, 0),
      labels: counts(3, 0, 0),
      tracks: counts(6, 0, 0),
      sets: counts(2, 0, 0),
      audio_files: 0,
    });
    const [set] = await rowsOf(
      db(),
      `select id, artist, mp3_permalink, art_url, track_count, track_confirmed_count, recorded_date::text
         from sets where import_key = 'set/nattvakt-closing'`,
    );
    const setId = Number(set?.id);
    expect(set).toMatchObject({
      artist: 'Mara Lindqvist',
      mp3_permalink: `/audio/sets/${setId}.mp3`,
      art_url: `/art/sets/${setId}.svg`,
      track_count: 5,
      track_confirmed_count: 4,
      recorded_date: '2025-02-01',
    });
    expect(existsSync(join(testApp.config.mediaDir, 'art', 'sets', `${setId}.svg`))).toBe(true);

    // Counts come from the triggers, not the importer.
    const [reyes] = await rowsOf(
      db(),
      `select set_count, track_count, remix_count, label_count from artists where import_key = 'artist/tomas-reyes'`,
    );
    expect(reyes).toEqual({ set_count: 1, track_count: 1, remix_count: 1, label_count: 1 });
    const [id] = await rowsOf(
      db(),
      `select t.id_set_id = s.id as heard_there, t.first_heard_date::text as first_heard
         from tracks t, sets s where t.import_key = 'track/id-nattvakt-closing' and s.import_key = 'set/nattvakt-closing'`,
    );
    expect(id).toEqual({ heard_there: true, first_heard: '2025-02-01' });
  });

  it('leaves every row as it was when the same file is imported again', async () => {
    const before = await dumpCatalog(db());
    const summary = await run(await readOk(SAMPLE_FILE));
    expect(summary).toEqual({
      artists: counts(0, 0, 5),
      labels: counts(0, 0, 3),
      tracks: counts(0, 0, 6),
      sets: counts(0, 0, 2),
      audio_files: 0,
    });
    expect(await dumpCatalog(db())).toEqual(before);
  });

  it('updates changed records in place and replaces a set’s track list exactly', async () => {
    const before = await dumpCatalog(db());
    const document = sampleDocument();
    document.artists[0]!.name = 'Mara Lindqvist (live)';
    document.artists[1]!.image_url = '/art/custom/okello-bright.jpg';
    // Only a relation changes: the remix now also features Juno Vale.
    document.tracks[1]!.artists.push({ artist: 'artist/juno-vale', role: 'feat' });
    document.sets[1]!.tracks = [
      { track: 'track/tide-pools', start_ms: 0, end_ms: 1_500_000 },
      { track: 'track/kintu', start_ms: 1_500_000 },
    ];
    // A field left out is cleared.
    delete document.labels[0]!.bio;
    const summary = await run(document);
    expect(summary).toEqual({
      artists: counts(0, 2, 3),
      labels: counts(0, 1, 2),
      tracks: counts(0, 1, 5),
      // The closing set's default credit line is Mara's name, so it changes with it.
      sets: counts(0, 2, 0),
      audio_files: 0,
    });
    const after = await dumpCatalog(db());
    // Same ids: nothing created, nothing removed.
    for (const table of ['artists', 'labels', 'tracks', 'sets']) {
      expect(after[table]!.map((row) => (row as { id: number }).id)).toEqual(
        before[table]!.map((row) => (row as { id: number }).id),
      );
    }
    const list = await rowsOf(
      db(),
      `select t.import_key, st.track_position, st.start_time, st.end_time
         from set_tracks st join sets s on s.id = st.set_id join tracks t on t.id = st.track_id
        where s.import_key = 'set/lisbon-rooftop-b2b' order by st.track_position`,
    );
    expect(list).toEqual([
      { import_key: 'track/tide-pools', track_position: 1, start_time: 0, end_time: 1_500_000 },
      { import_key: 'track/kintu', track_position: 2, start_time: 1_500_000, end_time: null },
    ]);
    const [okello] = await rowsOf(
      db(),
      `select art_url_sm, art_url_xl from artists where import_key = 'artist/okello-bright'`,
    );
    expect(okello).toEqual({
      art_url_sm: '/art/custom/okello-bright.jpg',
      art_url_xl: '/art/custom/okello-bright.jpg',
    });
    const [mara] = await rowsOf(
      db(),
      `select name from artists where import_key = 'artist/mara-lindqvist'`,
    );
    expect(mara?.name).toBe('Mara Lindqvist (live)');
    const [deriva] = await rowsOf(db(), `select bio from labels where import_key = 'label/deriva'`);
    expect(deriva?.bio).toBeNull();
    const [set] = await rowsOf(
      db(),
      `select artist, track_count from sets where import_key = 'set/nattvakt-closing'`,
    );
    // The default credit line follows the artist's name.
    expect(set).toEqual({ artist: 'Mara Lindqvist (live)', track_count: 5 });
    // The original sample restores everything.
    await run(await readOk(SAMPLE_FILE));
    const restored = await dumpCatalog(db());
    expect(restored.artists).toEqual(before.artists);
    expect(restored.track_artists).toEqual(before.track_artists);
  });

  it('refuses a file with three problems whole, naming all three, writing nothing', async () => {
    const before = await dumpCatalog(db());
    const document = sampleDocument() as unknown as {
      artists: Record<string, unknown>[];
      tracks: Record<string, unknown>[];
      sets: { tracks: Record<string, unknown>[] }[];
    };
    // Valid changes beside the problems: none of them may be written.
    document.artists[0]!.name = 'Not written';
    document.artists.push({ key: 'artist/new', name: 'New' });
    document.tracks[2]!.genre = 'Polka';
    document.sets[1]!.tracks[1]!.track = 'track/missing';
    (document.sets[0] as Record<string, unknown>).release_date = '2025-13-01';
    const read = await readImportFile(writeJson(folder, 'three-problems.json', document));
    expect(read.ok ? {} : read.problems).toEqual({
      'tracks[2].genre': ['Must be one of the 20 genres.'],
      'sets[1].tracks[1].track': ['No track has the key "track/missing".'],
      'sets[0].release_date': ['Must be a real calendar date.'],
    });
    expect(await dumpCatalog(db())).toEqual(before);
  });

  it('refuses files that are not JSON, too big, or missing', async () => {
    expect(await readImportFile(join(folder, 'nowhere.json'))).toEqual({
      ok: false,
      problems: { _: [`No file at ${join(folder, 'nowhere.json')}.`] },
    });
    const broken = writeJson(folder, 'broken.json', 'x');
    expect(readFileSync(broken, 'utf8')).toBe('"x"');
    const read = await readImportFile(broken);
    expect(read.ok ? {} : read.problems).toEqual({ _: [expect.stringMatching(/expected object/)] });
  });
});
