import {
  ErrorBodySchema,
  ImportSummarySchema,
  ValidationErrorBodySchema,
} from '@rabbithole/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpCatalog, rowsOf, sampleDocument } from '../../catalog/catalog-fixtures.ts';
import { bearer, createAccount, signIn } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-app.ts';

let testApp: TestApp;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: 'none', adminUsers: ['curator'] });
  const admin = await createAccount(testApp.app, 'Curator');
  const user = await createAccount(testApp.app, 'listener');
  adminToken = (await signIn(testApp.app, admin)).access_token;
  userToken = (await signIn(testApp.app, user)).access_token;
});

afterAll(async () => {
  await testApp.close();
});

function postImport(body: unknown, token: string | null = adminToken, raw = false) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: raw ? (body as string) : JSON.stringify(body),
  });
}

const counts = (created: number, updated: number, unchanged: number) => ({
  created,
  updated,
  unchanged,
});

describe('POST /api/admin/import', () => {
  it('asks for a token (401) and refuses users who are not admins (403), writing nothing', async () => {
    const anonymous = await postImport(sampleDocument(), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer /);
    const forged = await postImport(sampleDocument(), 'not-a-token');
    expect(forged.statusCode).toBe(401);
    const user = await postImport(sampleDocument(), userToken);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({
      code: 403,
      message: 'Forbidden',
      description: 'Only administrators may do this.',
    });
    expect((await dumpCatalog(testApp.app.db)).sets).toEqual([]);
  });

  it('imports the sample for an admin, then finds nothing to change the second time', async () => {
    const setsTotal = async () =>
      (await testApp.app.inject({ url: '/api/sets' })).json<{ pagination: { total: number } }>()
        .pagination.total;
    // A guest's answer is cached; the import clears it, so the new sets show at once.
    expect(await setsTotal()).toBe(0);
    const first = await postImport(sampleDocument());
    expect(first.statusCode, first.body).toBe(200);
    expect(ImportSummarySchema.parse(first.json())).toEqual({
      artists: counts(5, 0, 0),
      labels: counts(3, 0, 0),
      tracks: counts(6, 0, 0),
      sets: counts(2, 0, 0),
      audio_files: 0,
    });
    expect(await setsTotal()).toBe(2);
    const before = await dumpCatalog(testApp.app.db);
    const second = await postImport(sampleDocument());
    expect(second.json()).toEqual({
      artists: counts(0, 0, 5),
      labels: counts(0, 0, 3),
      tracks: counts(0, 0, 6),
      sets: counts(0, 0, 2),
      audio_files: 0,
    });
    expect(await dumpCatalog(testApp.app.db)).toEqual(before);
  });

  it('updates a changed record', async () => {
    const document = sampleDocument();
    document.tracks[0]!.bpm = 126;
    const response = await postImport(document);
    expect(response.json()).toMatchObject({ tracks: counts(0, 1, 5), sets: counts(0, 0, 2) });
    const [track] = await rowsOf(
      testApp.app.db,
      `select bpm from tracks where import_key = 'track/glass-harbour'`,
    );
    expect(track?.bpm).toBe(126);
  });

  it('answers 422 with every problem by JSON path and writes nothing', async () => {
    const before = await dumpCatalog(testApp.app.db);
    const document = sampleDocument() as unknown as {
      artists: Record<string, unknown>[];
      tracks: Record<string, unknown>[];
      sets: { tracks: Record<string, unknown>[] }[];
    };
    document.artists[0]!.name = 'Would be renamed';
    document.tracks[3]!.musical_key = 'Z maj';
    document.sets[1]!.tracks[2]!.track = 'track/unknown';
    document.sets[0]!.tracks[1]!.start_ms = 800_000;
    const response = await postImport(document);
    expect(response.statusCode).toBe(422);
    const body = ValidationErrorBodySchema.parse(response.json());
    expect(Object.keys(body.errors.json ?? {}).sort()).toEqual([
      'sets[0].tracks[1].start_ms',
      'sets[1].tracks[2].track',
      'tracks[3].musical_key',
    ]);
    expect(body.errors.json?.['sets[1].tracks[2].track']).toEqual([
      'No track has the key "track/unknown".',
    ]);
    expect(await dumpCatalog(testApp.app.db)).toEqual(before);
  });

  it('refuses recordings: a request cannot carry the file', async () => {
    const document = sampleDocument();
    document.sets[1]!.audio_file = 'audio/set.mp3';
    const response = await postImport(document);
    expect(response.statusCode).toBe(422);
    expect(ValidationErrorBodySchema.parse(response.json()).errors.json).toEqual({
      'sets[1].audio_file': [
        'Recordings are imported with the CLI: npm run cli -- import <file.json>.',
      ],
    });
  });

  it('takes bodies over the usual 1 MB, up to 20 MB, and answers 413 beyond', async () => {
    const bio = 'A long biography. '.repeat(500);
    const document = {
      version: 1,
      artists: Array.from({ length: 300 }, (_, index) => ({
        key: `bulk/${index}`,
        name: `Bulk ${index}`,
        bio,
      })),
    };
    expect(JSON.stringify(document).length).toBeGreaterThan(2 * 1024 * 1024);
    const large = await postImport(document);
    expect(large.statusCode, large.body).toBe(200);
    expect(ImportSummarySchema.parse(large.json()).artists).toEqual(counts(300, 0, 0));

    const huge = await postImport(
      `{"version":1,"artists":[],"x":"${'x'.repeat(21 * 1024 * 1024)}"}`,
      adminToken,
      true,
    );
    expect(huge.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(huge.json()).description).toBe(
      'Import files are at most 20 MB; split the catalog.',
    );
    // The usual limit still holds everywhere else.
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'x'.repeat(2 * 1024 * 1024)}"}`,
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  it('answers hostile bodies with 4xx, never 5xx', async () => {
    const hostile: [string, number][] = [
      ['[]', 422],
      ['"catalog"', 422],
      ['{"version":1,"artists":{"key":"a"}}', 422],
      ['{"version":1,"artists":[{"key":"a","name":"\\u0000"}]}', 400],
      ['{"version":1,"artists":[{"key":"a","name":"\\ud800"}]}', 400],
      ['{"version":1,"artists":[{"key":"a","name":"x\\u0085y"}]}', 422],
      ['{"version":1,"sets":[{"key":"s","duration_ms":1e308}]}', 422],
      ['{"version":1,"__proto__":{"admin":true}}', 400],
      [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 422],
      ['{"version":1,', 400],
      [JSON.stringify({ version: 1, tracks: Array.from({ length: 5000 }, () => ({})) }), 422],
    ];
    for (const [body, status] of hostile) {
      const response = await postImport(body, adminToken, true);
      expect(response.statusCode, body.slice(0, 60)).toBe(status);
    }
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { 'content-type': 'text/plain', ...bearer(adminToken) },
      payload: 'version=1',
    });
    expect(form.statusCode).toBe(415);
  });

  it('is documented as an admin operation secured by a Bearer token', async () => {
    const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { security: unknown; tags: string[]; responses: object }>
      >;
    }>();
    const operation = document.paths['/api/admin/import']?.post;
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(operation?.tags).toEqual(['admin']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '413', '422']),
    );
  });
});
