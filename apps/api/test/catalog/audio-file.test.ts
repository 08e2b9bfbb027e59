import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAudioFile, mp3FrameLength } from '../../src/catalog/audio-file.ts';
import { importCatalog } from '../../src/catalog/import-catalog.ts';
import { readImportFile } from '../../src/catalog/read-import-file.ts';
import { buildTestApp, type TestApp } from '../helpers/build-app.ts';
import { id3Tag, rowsOf, sampleDocument, toneMp3, writeJson } from './catalog-fixtures.ts';

let testApp: TestApp;
let folder: string;
let outside: string;
const mp3 = toneMp3();

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none' });
  folder = mkdtempSync(join(tmpdir(), 'rabbithole-import-audio-'));
  outside = mkdtempSync(join(tmpdir(), 'rabbithole-import-outside-'));
  mkdirSync(join(folder, 'audio'));
  writeFileSync(join(folder, 'audio', 'closing.mp3'), mp3);
  writeFileSync(join(folder, 'audio', 'tagged.mp3'), Buffer.concat([id3Tag(300), mp3]));
  writeFileSync(join(folder, 'audio', 'notes.mp3'), 'just some text, not audio at all\n');
  mkdirSync(join(folder, 'audio', 'folder.mp3'));
  writeFileSync(join(outside, 'secret.mp3'), mp3);
  symlinkSync(join(outside, 'secret.mp3'), join(folder, 'audio', 'link.mp3'));
});

afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const check = (path: string) => checkAudioFile(join(folder, 'catalog.json'), path);

describe('recordings named by audio_file', () => {
  it('reads MPEG Layer III frame headers', () => {
    // 128 kbit/s at 44.1 kHz, MPEG-1: 144 * 128000 / 44100 = 417 bytes (+1 when padded).
    expect([417, 418]).toContain(mp3FrameLength(mp3.subarray(0, 4)));
    expect(mp3FrameLength(new Uint8Array([0xff, 0xfb, 0xf0, 0]))).toBeNull(); // bitrate 15
    expect(mp3FrameLength(new TextEncoder().encode('RIFF'))).toBeNull();
  });

  it('accepts an MP3, with or without an ID3v2 tag', async () => {
    const closing = await check('audio/closing.mp3');
    expect(closing.ok && closing.path.endsWith(join('audio', 'closing.mp3'))).toBe(true);
    expect((await check('audio/tagged.mp3')).ok).toBe(true);
  });

  it('refuses what is not an MP3 file inside the import file’s folder', async () => {
    expect(await check('audio/notes.mp3')).toEqual({
      ok: false,
      problem: 'Not an MP3 file (no MPEG Layer III frames at its start).',
    });
    expect(await check('audio/folder.mp3')).toEqual({ ok: false, problem: 'Must be a file.' });
    expect(await check('audio/missing.mp3')).toMatchObject({ ok: false });
    expect(await check('audio/link.mp3')).toEqual({
      ok: false,
      problem: 'Must stay inside the import file’s folder.',
    });
  });

  it('lists audio problems beside the document’s, and paths that leave the folder', async () => {
    const document = sampleDocument() as unknown as { sets: Record<string, unknown>[] };
    document.sets[0]!.audio_file = 'audio/notes.mp3';
    document.sets[1]!.audio_file = '../secret.mp3';
    document.sets[1]!.duration_ms = -1;
    const read = await readImportFile(writeJson(folder, 'bad-audio.json', document));
    expect(read.ok ? {} : read.problems).toEqual({
      'sets[0].audio_file': ['Not an MP3 file (no MPEG Layer III frames at its start).'],
      'sets[1].audio_file': [
        'Must be a path relative to the import file, inside its folder (no leading /, no ..).',
      ],
      'sets[1].duration_ms': ['Must be more than 0.'],
    });
  });

  it('stores the recording where the media route serves it', async () => {
    const document = sampleDocument();
    document.sets[0]!.audio_file = 'audio/closing.mp3';
    const read = await readImportFile(writeJson(folder, 'catalog.json', document));
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const summary = await importCatalog(testApp.app.db, read.document, {
      mediaDir: testApp.config.mediaDir,
      audioFiles: read.audioFiles,
    });
    expect(summary.audio_files).toBe(1);
    const [set] = await rowsOf(
      testApp.app.db,
      `select id, mp3_permalink from sets where import_key = 'set/nattvakt-closing'`,
    );
    const id = Number(set?.id);
    expect(set?.mp3_permalink).toBe(`/audio/sets/${id}.mp3`);
    const stored = readFileSync(join(testApp.config.mediaDir, 'uploads', 'sets', `${id}.mp3`));
    expect(new Uint8Array(stored)).toEqual(mp3);
    // The media route serves it at the set's mp3_permalink, whole and in ranges.
    const whole = await testApp.app.inject({ url: `/media/audio/sets/${id}.mp3` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(new Uint8Array(whole.rawPayload)).toEqual(mp3);
    const part = await testApp.app.inject({
      url: `/media/audio/sets/${id}.mp3`,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(new Uint8Array(part.rawPayload)).toEqual(mp3.subarray(100, 200));

    // Importing another recording for the set replaces what is served.
    document.sets[0]!.audio_file = 'audio/tagged.mp3';
    const again = await readImportFile(writeJson(folder, 'catalog.json', document));
    if (!again.ok) throw new Error(JSON.stringify(again.problems));
    await importCatalog(testApp.app.db, again.document, {
      mediaDir: testApp.config.mediaDir,
      audioFiles: again.audioFiles,
    });
    const replaced = await testApp.app.inject({ url: `/media/audio/sets/${id}.mp3` });
    expect(replaced.rawPayload.length).toBe(mp3.length + 310);
    expect(replaced.headers.etag).not.toBe(whole.headers.etag);
  });
});
